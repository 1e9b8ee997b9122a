import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directiveOf } from '../../support/csp';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { publishEveryBlock } from '../delivery/fixture';

const EMBEDDER = 'https://intranet.example.org';

describe('security headers on every response', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { EMBED_ORIGINS: EMBEDDER } });
  });
  afterAll(async () => server.close());

  it('the author app: scripts and styles from itself only, framed by itself and the embedding hosts', async () => {
    const res = await fetch(`${server.url}/dashboard`);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(directiveOf(res.headers, 'script-src')).toBe("'self'");
    expect(directiveOf(res.headers, 'style-src')).toBe("'self'");
    expect(directiveOf(res.headers, 'object-src')).toBe("'none'");
    expect(directiveOf(res.headers, 'frame-ancestors')).toBe(`'self' ${EMBEDDER}`);
    // Served over plain http: no HSTS.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('the API: nothing runs, never framed, on answers and errors alike', async () => {
    for (const path of ['/api/health', '/api/courses/nope', '/api/no-such-route', '/api/docs']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(directiveOf(res.headers, 'default-src'), path).toBe("'none'");
      expect(directiveOf(res.headers, 'frame-ancestors'), path).toBe("'none'");
    }
  });

  it('learner pages: the player policy, framed by anyone (LMSs and intranets embed them)', async () => {
    const { api } = await registerUser(server.url);
    const { courseId } = await publishEveryBlock(api);
    const res = await fetch(`${server.url}/module/${courseId}`);
    expect(directiveOf(res.headers, 'script-src')).toBe("'self'");
    expect(directiveOf(res.headers, 'frame-src')).toBe('https:');
    expect(directiveOf(res.headers, 'frame-ancestors')).toBe('*');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('security headers behind https', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { PUBLIC_URL: 'https://tessera.example.com' } });
  });
  afterAll(async () => server.close());

  it('HSTS when the public address is https', async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/api/health`);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});
