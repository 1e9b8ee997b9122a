import { describe, expect, it } from 'vitest';
import { tracingSettings } from '../../../src/platform/telemetry/tracing-settings';

describe('tracing settings from the OTEL_* variables', () => {
  it('are off by default', () => {
    expect(tracingSettings({})).toEqual({ on: false, why: 'no OTLP endpoint set' });
  });

  it('an OTLP endpoint turns them on, over http/protobuf unless told otherwise, sampling after the parent', () => {
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toEqual({
      on: true,
      exporter: 'otlp',
      protocol: 'http/protobuf',
      sampler: { kind: 'parentbased_always_on', ratio: 1 },
      scheduledDelayMs: undefined,
    });
    expect(
      tracingSettings({
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces',
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf',
        OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: 'http/json',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
        OTEL_BSP_SCHEDULE_DELAY: '1000',
      }),
    ).toMatchObject({ on: true, protocol: 'http/json', sampler: { ratio: 0.25 }, scheduledDelayMs: 1000 });
  });

  it('named exporters, disabling and what is not supported say why they are off', () => {
    expect(tracingSettings({ OTEL_TRACES_EXPORTER: 'console' })).toMatchObject({ on: true, exporter: 'console' });
    expect(tracingSettings({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' })).toEqual({
      on: false,
      why: 'OTEL_TRACES_EXPORTER=none',
    });
    expect(tracingSettings({ OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'otlp' })).toMatchObject({ on: false });
    expect(tracingSettings({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toEqual({
      on: false,
      why: 'OTLP protocol "grpc" is not supported (use http/protobuf or http/json)',
    });
    expect(tracingSettings({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_TRACES_SAMPLER: 'jaeger_remote' })).toMatchObject({
      on: false,
    });
  });
});
