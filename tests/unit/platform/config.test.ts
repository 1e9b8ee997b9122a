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
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must start with postgres/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), NATS_URL: 'http://x' })).toThrow(/NATS_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('reads the hosts that may frame the author app; anything but https origins (or loopback http) is refused', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).embedOrigins).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir(), EMBED_ORIGINS: 'https://a.example.com, https://b.example.org:8443' })
        .embedOrigins,
    ).toEqual(['https://a.example.com', 'https://b.example.org:8443']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), EMBED_ORIGINS: 'http://a.example.com' })).toThrow(/EMBED_ORIGINS/);
    expect(loadConfig({ DATA_DIR: dataDir(), EMBED_ORIGINS: 'http://localhost:4174' }).embedOrigins).toEqual([
      'http://localhost:4174',
    ]);
    expect(() => loadConfig({ DATA_DIR: dataDir(), EMBED_ORIGINS: "https://a.example.com 'unsafe-inline'" })).toThrow(
      /EMBED_ORIGINS/,
    );
  });

  it('has no external login address unless LOGIN_URL is an absolute http(s) URL', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).loginUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), LOGIN_URL: 'https://login.example.com/sso' }).loginUrl).toBe(
      'https://login.example.com/sso',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOGIN_URL: '/author/userlogin' })).toThrow(/LOGIN_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), LOGIN_URL: 'https://' })).toThrow(
      /LOGIN_URL: must be an absolute URL/,
    );
  });

  it('trusts no proxy unless TRUSTED_PROXIES lists IPs or CIDR blocks', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustedProxies).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir(), TRUSTED_PROXIES: '10.0.0.1, 172.16.0.0/12,fd00::/8' }).trustedProxies,
    ).toEqual(['10.0.0.1', '172.16.0.0/12', 'fd00::/8']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUSTED_PROXIES: 'proxy.internal' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('names no instance operator unless INSTANCE_ADMINS lists emails, kept in lower case', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).instanceAdmins).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir(), INSTANCE_ADMINS: ' Ops@Example.com, root@example.org ' }).instanceAdmins,
    ).toEqual(['ops@example.com', 'root@example.org']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), INSTANCE_ADMINS: 'ops' })).toThrow(/INSTANCE_ADMINS/);
  });

  it('requires email verification when mail can be sent, unless REQUIRE_EMAIL_VERIFICATION says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).requireEmailVerification).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'smtp://mail:587' }).requireEmailVerification).toBe(true);
    expect(
      loadConfig({ DATA_DIR: dataDir(), SMTP_URL: 'smtp://mail:587', REQUIRE_EMAIL_VERIFICATION: 'false' })
        .requireEmailVerification,
    ).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), REQUIRE_EMAIL_VERIFICATION: 'true' }).requireEmailVerification).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dataDir(), REQUIRE_EMAIL_VERIFICATION: 'yes' })).toThrow(
      /REQUIRE_EMAIL_VERIFICATION/,
    );
    expect(loadConfig({ DATA_DIR: dataDir() }).registrationLimitPerHour).toBe(5);
    expect(() => loadConfig({ DATA_DIR: dataDir(), REGISTRATION_LIMIT_PER_HOUR: '0' })).toThrow(
      /REGISTRATION_LIMIT_PER_HOUR/,
    );
  });

  it('limits request bodies to 1 MB and module saves to 8 MB unless BODY_LIMIT_JSON / BODY_LIMIT_SAVE say otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      bodyLimitJson: 1024 * 1024,
      bodyLimitSave: 8 * 1024 * 1024,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), BODY_LIMIT_JSON: '512kb', BODY_LIMIT_SAVE: '20000' })).toMatchObject({
      bodyLimitJson: 512 * 1024,
      bodyLimitSave: 20000,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), BODY_LIMIT_JSON: '0' })).toThrow(/BODY_LIMIT_JSON/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), BODY_LIMIT_SAVE: 'lots' })).toThrow(/BODY_LIMIT_SAVE/);
  });

  it('keeps media on disk unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'media' }).s3).toEqual({
      endpoint: undefined,
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('reads an S3-compatible store: its endpoint turns path-style addressing on unless S3_FORCE_PATH_STYLE says otherwise', () => {
    const env = {
      DATA_DIR: dataDir(),
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'media',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(env).s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'media',
      region: 'eu-central-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle,
    ).toBe(true);
  });

  it('refuses S3 settings that could not be used as meant', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: must start with http/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_BUCKET: must be set to use S3_ENDPOINT/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together/,
    );
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
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@h/db',
      natsUrl: 'nats://h:4222',
      jwtSecret: 'x'.repeat(40),
    });
  });
});
