import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTessera, type StartOptions, type Tessera } from '../../src/compose';
import { loadConfig } from '../../src/platform/config';
import type { Database } from '../../src/platform/db/database';
import { createLogger } from '../../src/platform/logger';
import { openTestDatabase } from './database';

export type TestServer = Tessera & { database: Database; jwtSecret: string };

/**
 * A real Tessera on a random port: PGlite and the in-process bus by default, real PostgreSQL and
 * NATS when DATABASE_URL / NATS_URL are set (the same suite runs on both).
 */
export async function startTestServer(
  options: StartOptions & {
    jwtSecret?: string;
    partnerSecrets?: string /** More settings, as environment variables. */;
    env?: Record<string, string>;
  } = {},
): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase());
  const jwtSecret = options.jwtSecret ?? randomBytes(32).toString('hex');
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'tessera-test-')),
    NATS_URL: process.env.NATS_URL,
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'silent',
    PARTNER_SECRETS: options.partnerSecrets,
    // Tests register many users from 127.0.0.1; registration-limits.test.ts proves the default.
    REGISTRATION_LIMIT_PER_HOUR: '100000',
    ...options.env,
  });
  // No one sends to a test server while it stops: it need not give notice before it stops listening.
  const tessera = await startTessera(config, createLogger('silent'), { drainNoticeMs: 0, ...options, database });
  return { ...tessera, database, jwtSecret };
}

/** An answer's body as tests read it: loosely, each test names the fields it checks. */
// biome-ignore lint/suspicious/noExplicitAny: the API's shapes are proven by the tests that read them, not by this client
export type LooseJson = any;

/** A small JSON client for the API, as a browser would call it; `headers` go on every call (embedded mode's X-ID, X-SID). */
export function apiClient(baseUrl: string, token?: string, headers: Record<string, string> = {}) {
  async function call<T = LooseJson>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  }
  return {
    get: <T = LooseJson>(path: string) => call<T>('GET', path),
    post: <T = LooseJson>(path: string, body?: unknown) => call<T>('POST', path, body),
    put: <T = LooseJson>(path: string, body?: unknown) => call<T>('PUT', path, body),
    patch: <T = LooseJson>(path: string, body?: unknown) => call<T>('PATCH', path, body),
    delete: <T = LooseJson>(path: string, body?: unknown) => call<T>('DELETE', path, body),
  };
}

let counter = 0;
/** Registers a fresh user (a new organisation) and returns a client signed in as them. */
export async function registerUser(baseUrl: string, name = 'Ada') {
  const email = `${name.toLowerCase()}-${Date.now()}-${counter++}@example.com`;
  const res = await apiClient(baseUrl).post('/auth/register', {
    email,
    password: 'correct horse',
    first_name: name,
    last_name: 'Tester',
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const token = res.body.token as string;
  return { email, token, api: apiClient(baseUrl, token) };
}
