import {
  type Attributes,
  context,
  type Context,
  DiagLogLevel,
  diag,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ConsoleSpanExporter,
  ParentBasedSampler,
  type Sampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import type { EventMetadata } from '../eventstore/types';
import { INSTANCE_ID } from '../instance-id';
import type { Logger } from '../logger';
import type { SamplerKind, TracingSettings } from './tracing-settings';

/** Set once traces are exported: with it off, nothing below does any work. */
let tracing = false;
const tracer = () => trace.getTracer('tessera');

/**
 * Starts exporting traces (for the whole process), when the settings say so. A command is
 * followed from its HTTP request through the append, and, by the trace context the events carry
 * (metadata `traceparent`), through each projection, the relay and the sockets it reaches.
 */
export async function startTracing(
  settings: TracingSettings,
  logger: Logger,
): Promise<{ shutdown(): Promise<void> } | null> {
  if (!settings.on) return null;
  // The SDK's own complaints (a collector that cannot be reached, spans dropped) go to the log.
  const complain = (message: string) => logger.warn({ component: 'opentelemetry' }, message);
  diag.setLogger(
    { error: complain, warn: complain, info: () => undefined, debug: () => undefined, verbose: () => undefined },
    DiagLogLevel.WARN,
  );
  const exporter =
    settings.exporter === 'console'
      ? new ConsoleSpanExporter()
      : settings.protocol === 'http/json'
        ? new (await import('@opentelemetry/exporter-trace-otlp-http')).OTLPTraceExporter()
        : new (await import('@opentelemetry/exporter-trace-otlp-proto')).OTLPTraceExporter();
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'tessera', 'service.instance.id': INSTANCE_ID }).merge(
      detectResources({ detectors: [envDetector] }),
    ),
    sampler: samplerOf(settings.sampler.kind, settings.sampler.ratio),
    spanProcessors: [new BatchSpanProcessor({ exporter, scheduledDelayMillis: settings.scheduledDelayMs })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  tracing = true;
  return {
    /** Sends the spans still queued; a collector that cannot be reached now is logged, not thrown. */
    async shutdown() {
      tracing = false;
      await provider.shutdown().catch((error: unknown) => complain(`traces not sent at shutdown: ${String(error)}`));
    },
  };
}

function samplerOf(kind: SamplerKind, ratio: number): Sampler {
  const root = kind.endsWith('always_off')
    ? new AlwaysOffSampler()
    : kind.endsWith('traceidratio')
      ? new TraceIdRatioBasedSampler(ratio)
      : new AlwaysOnSampler();
  return kind.startsWith('parentbased_') ? new ParentBasedSampler({ root }) : root;
}

/** The active trace as a W3C `traceparent`, for events and bus messages to carry; undefined when not tracing. */
export function activeTraceParent(): string | undefined {
  if (!tracing) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

const contextOf = (traceparent: string): Context => propagation.extract(ROOT_CONTEXT, { traceparent });

/** Runs `work` in a span that is the active one inside it (so spans and trace context made there are its children). */
export async function inSpan<T>(
  name: string,
  options: { attributes?: Attributes; kind?: SpanKind; parent?: string },
  work: (span: Span | null) => Promise<T>,
): Promise<T> {
  if (!tracing) return work(null);
  const parent = options.parent ? contextOf(options.parent) : context.active();
  return tracer().startActiveSpan(
    name,
    { attributes: options.attributes, kind: options.kind },
    parent,
    async (span) => {
      try {
        return await work(span);
      } catch (error) {
        failed(span, error);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** Runs synchronous `work` in a span continuing the trace `traceparent`. */
export function inSpanNow<T>(name: string, traceparent: string, attributes: Attributes, work: () => T): T {
  if (!tracing) return work();
  return tracer().startActiveSpan(name, { attributes }, contextOf(traceparent), (span) => {
    try {
      return work();
    } catch (error) {
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * Runs `work` on a batch of events, written by several commands, inside one span per command's
 * trace (the `traceparent` of the events' metadata), each a child of the request that wrote them
 * and named with its correlation id.
 */
export async function inSpansOf<T>(
  name: string,
  events: readonly { metadata: EventMetadata }[],
  attributes: Attributes,
  work: () => Promise<T>,
): Promise<T> {
  if (!tracing) return work();
  const correlationOf = new Map<string, unknown>();
  for (const { metadata } of events)
    if (typeof metadata.traceparent === 'string') correlationOf.set(metadata.traceparent, metadata.correlationId);
  const spans = [...correlationOf].map(([traceparent, correlationId]) =>
    tracer().startSpan(
      name,
      { attributes: { ...attributes, 'tessera.correlation_id': String(correlationId ?? '') } },
      contextOf(traceparent),
    ),
  );
  try {
    return await work();
  } catch (error) {
    for (const span of spans) failed(span, error);
    throw error;
  } finally {
    for (const span of spans) span.end();
  }
}

function failed(span: Span, error: unknown) {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR });
}

export { SpanKind };
