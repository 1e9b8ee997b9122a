import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/platform/config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'tessera-config-'));

describe('config', () => {
  it('has embedded defaults for everything', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({ port: 3000, databaseUrl: undefined, eventStoreUrl: undefined, natsUrl: undefined });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('generates the JWT secret once and keeps it in the data folder', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(loadConfig({ DATA_DIR: dir }).jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir() }).jwtSecret).not.toBe(loadConfig({ DATA_DIR: dir }).jwtSecret);
  });

  it('a bad value stops start-up with a message naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), NATS_URL: 'http://x' })).toThrow(/NATS_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('reads the real services when their URLs are set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@h/db',
      NATS_URL: 'nats://h:4222',
      EVENTSTORE_URL: 'esdb://h:2113?tls=false',
      JWT_SECRET: 'x'.repeat(40),
      PORT: '8080',
    });
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgres://u@h/db', natsUrl: 'nats://h:4222', jwtSecret: 'x'.repeat(40) });
  });
});
