import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as OTLP/JSON carries it (ids hex, times in nanoseconds as strings). */
export type ReceivedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean>;
  service: string;
};

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };

const plainValue = (v: AnyValue) =>
  v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.boolValue ?? v.doubleValue ?? ''));
const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map((a) => [a.key, plainValue(a.value)]));

/**
 * An OpenTelemetry collector's trace endpoint as far as a test needs it: OTLP over HTTP with JSON
 * encoding (`POST /v1/traces`, ExportTraceServiceRequest), keeping every span it is sent.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (
        req.method !== 'POST' ||
        req.url !== '/v1/traces' ||
        !req.headers['content-type']?.startsWith('application/json')
      ) {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans: {
          resource: { attributes: KeyValue[] };
          scopeSpans: { spans: (Omit<ReceivedSpan, 'attributes' | 'service'> & { attributes?: KeyValue[] })[] }[];
        }[];
      };
      for (const resourceSpans of body.resourceSpans) {
        const service = String(attributesOf(resourceSpans.resource.attributes)['service.name'] ?? '');
        for (const scope of resourceSpans.scopeSpans)
          for (const span of scope.spans) spans.push({ ...span, attributes: attributesOf(span.attributes), service });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
