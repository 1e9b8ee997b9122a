import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ONLY } from '../../../src/modules/lti/platforms/api';
import { INSTRUCTOR, type LtiPlatform, startLtiPlatform } from '../../support/lti-platform';
import { freePort } from '../../support/process';
import { registerUser, startTestServer, type TestServer } from '../../support/server';

const platformFields = (overrides: Record<string, string>) => ({
  name: 'Somewhere',
  issuer: 'https://lms.example.com',
  clientId: `client-${Math.random()}`,
  deploymentIds: ['1'],
  authLoginUrl: 'https://lms.example.com/auth',
  // Public addresses written out: no name is looked up, so the case under test is the only refusal.
  tokenUrl: 'https://93.184.215.14/token',
  jwksUrl: 'https://93.184.215.14/jwks',
  ...overrides,
});

describe('LTI addresses: a platform is reached on the public internet only, unless an operator allowed a network', () => {
  let server: TestServer;
  let api: Awaited<ReturnType<typeof registerUser>>['api'];
  beforeAll(async () => {
    server = await startTestServer();
    api = (await registerUser(server.url)).api;
  });
  afterAll(async () => server.close());

  it('refuses to register a platform whose keys or token address is this host, a private network or a metadata service', async () => {
    const cases: Array<[field: 'jwksUrl' | 'tokenUrl', url: string, reason: RegExp]> = [
      ['jwksUrl', 'http://127.0.0.1:8080/jwks', /127\.0\.0\.1 is loopback/],
      ['jwksUrl', 'http://[::1]/jwks', /::1 is loopback/],
      ['jwksUrl', 'http://169.254.169.254/latest/meta-data/', /cloud metadata service/],
      ['tokenUrl', 'http://10.1.2.3/token', /in a private network/],
      ['tokenUrl', 'http://localhost:9000/token', /is loopback/],
      ['tokenUrl', 'http://metadata.google.internal/token', /cloud metadata service/],
    ];
    for (const [field, url, reason] of cases) {
      const res = await api.post('/lti/platforms', platformFields({ [field]: url }));
      expect(res.status, url).toBe(400);
      expect(res.body.details).toEqual({ field });
      expect(res.body.message).toMatch(reason);
      expect(res.body.message).toContain(PUBLIC_ONLY);
    }
    expect((await api.get('/lti/platforms')).body.platforms).toEqual([]);
  });
});

describe('an LTI launch that fails on the network says what failed, never what the network said', () => {
  let server: TestServer;
  let platform: LtiPlatform;
  beforeAll(async () => {
    server = await startTestServer({ env: { LTI_ALLOWED_NETWORKS: '127.0.0.1' } });
    platform = await startLtiPlatform();
  });
  afterAll(async () => {
    await platform.close();
    await server.close();
  });

  it('a platform whose key set cannot be fetched: the learner is told to ask an administrator, and no port or error leaks', async () => {
    const { api } = await registerUser(server.url);
    const tool = (await api.get('/lti/tool')).body;
    platform.registerTool({
      loginUrl: tool.loginUrl,
      redirectUrls: [tool.redirectUrl],
      jwksUrl: tool.jwksUrl,
      deepLinkingUrl: tool.deepLinkingUrl,
      launchUrl: tool.targetLinkUrl,
    });
    const closed = await freePort();
    const registered = await api.post('/lti/platforms', {
      name: 'Test LMS',
      issuer: platform.issuer,
      clientId: platform.clientId,
      deploymentIds: [platform.deploymentId],
      authLoginUrl: platform.authLoginUrl,
      tokenUrl: platform.tokenUrl,
      jwksUrl: `http://127.0.0.1:${closed}/jwks`,
    });
    expect(registered.status).toBe(201);

    const toTool = await fetch(platform.deepLinkingStart(INSTRUCTOR), { redirect: 'manual' });
    const toPlatform = await fetch(toTool.headers.get('location')!, { redirect: 'manual' });
    const form = await (await fetch(toPlatform.headers.get('location')!)).text();
    const action = /<form[^>]*action="([^"]+)"/.exec(form)![1]!.replaceAll('&amp;', '&');
    const fields = Object.fromEntries(
      [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    const launched = await fetch(action, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
    const page = (await launched.text()).replaceAll('&#39;', "'").replaceAll('&#x27;', "'");
    expect(launched.status).toBe(401);
    expect(page).toContain("The learning platform's keys could not be fetched.");
    for (const leak of ['ECONNREFUSED', String(closed), 'fetch failed', 'connect'])
      expect(page, leak).not.toContain(leak);
  });
});
