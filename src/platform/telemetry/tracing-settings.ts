/** How traces are exported, read from the standard OpenTelemetry variables (OTEL_*). */
export type TracingSettings =
  | { on: false; why: string }
  | {
      on: true;
      exporter: 'otlp' | 'console';
      protocol: 'http/protobuf' | 'http/json';
      sampler: { kind: SamplerKind; ratio: number };
      scheduledDelayMs: number | undefined;
    };

export type SamplerKind =
  | 'always_on'
  | 'always_off'
  | 'traceidratio'
  | 'parentbased_always_on'
  | 'parentbased_always_off'
  | 'parentbased_traceidratio';

const SAMPLERS: readonly SamplerKind[] = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
];

/**
 * Off unless asked for: OTEL_TRACES_EXPORTER=otlp (or console), or an OTLP endpoint
 * (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) with no exporter named.
 * The exporter itself reads the endpoint, headers, timeout and compression variables.
 */
export function tracingSettings(env: Record<string, string | undefined>): TracingSettings {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return { on: false, why: 'OTEL_SDK_DISABLED is true' };
  const named = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const exporter =
    named.includes('otlp') || (named.length === 0 && endpoint) ? 'otlp' : named.includes('console') ? 'console' : null;
  if (!exporter)
    return { on: false, why: named.length ? `OTEL_TRACES_EXPORTER=${named.join(',')}` : 'no OTLP endpoint set' };
  const protocol = (
    env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ||
    env.OTEL_EXPORTER_OTLP_PROTOCOL ||
    'http/protobuf'
  ).trim();
  if (protocol !== 'http/protobuf' && protocol !== 'http/json')
    return { on: false, why: `OTLP protocol "${protocol}" is not supported (use http/protobuf or http/json)` };
  const kind = (env.OTEL_TRACES_SAMPLER?.trim().toLowerCase() || 'parentbased_always_on') as SamplerKind;
  if (!SAMPLERS.includes(kind)) return { on: false, why: `OTEL_TRACES_SAMPLER "${kind}" is not supported` };
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? '1');
  const delay = Number(env.OTEL_BSP_SCHEDULE_DELAY);
  return {
    on: true,
    exporter,
    protocol,
    sampler: { kind, ratio: Number.isFinite(ratio) && ratio >= 0 && ratio <= 1 ? ratio : 1 },
    scheduledDelayMs: Number.isFinite(delay) && delay >= 0 && env.OTEL_BSP_SCHEDULE_DELAY ? delay : undefined,
  };
}
