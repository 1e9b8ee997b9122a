import {
  type Attributes,
  context,
  type Context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import type { EventMetadata } from '../eventstore/types';

/**
 * Spans for the work a command goes through, on the OpenTelemetry API alone: with traces off (the
 * SDK is only loaded when they are on: tracing-sdk.ts), nothing here does any work.
 */
let tracing = false;
const tracer = () => trace.getTracer('tessera');

/** Called by the SDK once it exports traces, and when it stops. */
export function setTracing(on: boolean) {
  tracing = on;
}

/** Whether traces are exported: when not, nothing needs a span. */
export const tracingOn = (): boolean => tracing;

/** The active trace as a W3C `traceparent`, for events and bus messages to carry; undefined when not tracing. */
export function activeTraceParent(): string | undefined {
  if (!tracing) return undefined;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

const contextOf = (traceparent: string): Context => propagation.extract(ROOT_CONTEXT, { traceparent });

/**
 * Runs `work` in a span that is the active one inside it (so spans and trace context made there
 * are its children). `attributes` are only worked out when tracing.
 */
export async function inSpan<T>(
  name: string,
  options: { attributes?: () => Attributes; kind?: SpanKind; parent?: string },
  work: (span: Span | null) => Promise<T>,
): Promise<T> {
  if (!tracing) return work(null);
  const parent = options.parent ? contextOf(options.parent) : context.active();
  return tracer().startActiveSpan(name, { attributes: options.attributes?.(), kind: options.kind }, parent, (span) =>
    endedAfter(span, () => work(span)),
  );
}

/** Runs synchronous `work` in a span continuing the trace `traceparent`. */
export function inSpanNow<T>(name: string, traceparent: string, attributes: Attributes, work: () => T): T {
  if (!tracing) return work();
  return tracer().startActiveSpan(name, { attributes }, contextOf(traceparent), (span) => endedAfter(span, work));
}

/** Runs `work` and ends `span` once it is done (when its promise settles, if it returns one), marked failed if it threw. */
function endedAfter<T>(span: Span, work: () => T): T {
  const end = (error?: unknown) => {
    if (error !== undefined) failed(span, error);
    span.end();
  };
  let result: T;
  try {
    result = work();
  } catch (error) {
    end(error);
    throw error;
  }
  if (!(result instanceof Promise)) {
    end();
    return result;
  }
  return result.then(
    (value) => {
      end();
      return value;
    },
    (error: unknown) => {
      end(error);
      throw error;
    },
  ) as T;
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
