import { context, DiagLogLevel, diag, propagation, trace } from '@opentelemetry/api';
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
import { INSTANCE_ID } from '../instance-id';
import type { Logger } from '../logger';
import { setTracing } from './tracing';
import type { SamplerKind, TracingSettings } from './tracing-settings';

/**
 * Starts exporting traces (for the whole process); loaded only when the settings ask for them. A command is
 * followed from its HTTP request through the append, and, by the trace context the events carry
 * (metadata `traceparent`), through each projection, the relay and the sockets it reaches.
 */
export async function startTracing(
  settings: Extract<TracingSettings, { on: true }>,
  logger: Logger,
): Promise<{ shutdown(): Promise<void> }> {
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
  setTracing(true);
  return {
    /** Sends the spans still queued; a collector that cannot be reached now is logged, not thrown. */
    async shutdown() {
      setTracing(false);
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
