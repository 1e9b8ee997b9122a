import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { createRemoteJWKSet, exportJWK, generateKeyPair, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../support/listen';
import {
  AGS_ENDPOINT_CLAIM,
  AGS_SCOPE,
  DL_CLAIM,
  INSTRUCTOR,
  LEARNER,
  LTI_CLAIM,
  startLtiPlatform,
} from '../../support/lti-platform';

/** The stand-in LMS, driven by a fake tool written here: its own key, a JWKS over HTTP, and the calls a tool makes. */

const platform = await startLtiPlatform();
const toolPair = await generateKeyPair('RS256', { extractable: true });
const toolKid = 'tool-key-1';
const toolJwks = { keys: [{ ...(await exportJWK(toolPair.publicKey)), kid: toolKid, alg: 'RS256', use: 'sig' }] };
const toolServer = createServer((req, res) => {
  if (req.url === '/jwks') res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(toolJwks));
  else res.writeHead(404).end();
});
const toolOrigin = await listenOnLoopback(toolServer);
const tool = {
  loginUrl: `${toolOrigin}/lti/login`,
  redirectUrls: [`${toolOrigin}/lti/launch`],
  jwksUrl: `${toolOrigin}/jwks`,
  deepLinkingUrl: `${toolOrigin}/lti/deep-link`,
  launchUrl: `${toolOrigin}/lti/launch`,
};
platform.registerTool(tool);
const platformKeys = createRemoteJWKSet(new URL(platform.jwksUrl));

afterAll(async () => {
  await platform.close();
  await new Promise((resolve) => toolServer.close(resolve));
});

/** Opens a start URL as the browser would and answers the query of the tool's login URL it is sent to. */
async function loginRedirect(startUrl: string): Promise<URLSearchParams> {
  const res = await fetch(startUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const location = new URL(res.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(tool.loginUrl);
  return location.searchParams;
}

/** The tool's OIDC authentication request for a login; answers the response and the nonce sent. */
async function authenticate(login: URLSearchParams, overrides: Record<string, string> = {}) {
  const nonce = randomUUID();
  const query = new URLSearchParams({
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: login.get('client_id')!,
    redirect_uri: tool.redirectUrls[0]!,
    login_hint: login.get('login_hint')!,
    lti_message_hint: login.get('lti_message_hint')!,
    state: randomUUID(),
    nonce,
    ...overrides,
  });
  return { res: await fetch(`${platform.authLoginUrl}?${query}`), nonce };
}

/** Logs in from a start URL and answers the id_token's verified claims. */
async function launch(startUrl: string): Promise<JWTPayload> {
  const { res, nonce } = await authenticate(await loginRedirect(startUrl));
  expect(res.status).toBe(200);
  const form = await res.text();
  expect(form).toContain(`action="${tool.redirectUrls[0]}"`);
  expect(form).toContain('document.forms[0].submit()');
  const idToken = /name="id_token" value="([^"]+)"/.exec(form)![1]!;
  const { payload } = await jwtVerify(idToken, platformKeys, {
    issuer: platform.issuer,
    audience: platform.clientId,
    algorithms: ['RS256'],
  });
  expect(payload.nonce).toBe(nonce);
  return payload;
}

const signedByTool = (claims: JWTPayload, audience: string) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: toolKid })
    .setIssuer(platform.clientId)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(toolPair.privateKey);

const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

const clientAssertion = (jti: string = randomUUID()) =>
  signedByTool({ sub: platform.clientId, jti }, platform.tokenUrl);

const requestToken = async (assertion: string, scope: string = AGS_SCOPE.score) =>
  fetch(
    platform.tokenUrl,
    form({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
      scope,
    }),
  );

const postScore = (lineItem: string, token: string | undefined, body: Record<string, unknown>) =>
  fetch(`${lineItem}/scores`, {
    method: 'POST',
    headers: {
      'content-type': 'application/vnd.ims.lis.v1.score+json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

describe('the stand-in LTI 1.3 platform', () => {
  it('adds an activity by Deep Linking, launches it for a learner and takes their score through AGS', async () => {
    const login = await loginRedirect(platform.deepLinkingStart());
    expect(Object.fromEntries(login)).toMatchObject({
      iss: platform.issuer,
      login_hint: INSTRUCTOR.id,
      target_link_uri: tool.deepLinkingUrl,
      client_id: platform.clientId,
      lti_deployment_id: platform.deploymentId,
    });

    const request = await launch(platform.deepLinkingStart());
    expect(request).toMatchObject({
      sub: INSTRUCTOR.id,
      azp: platform.clientId,
      email: INSTRUCTOR.email,
      [`${LTI_CLAIM}message_type`]: 'LtiDeepLinkingRequest',
      [`${LTI_CLAIM}version`]: '1.3.0',
      [`${LTI_CLAIM}roles`]: INSTRUCTOR.roles,
      [`${LTI_CLAIM}deployment_id`]: platform.deploymentId,
      [`${LTI_CLAIM}context`]: { id: 'course-1', label: 'FIRE101' },
    });
    const settings = request[`${DL_CLAIM}deep_linking_settings`] as { deep_link_return_url: string; data: string };

    const item = {
      type: 'ltiResourceLink',
      title: 'Evacuation drill',
      url: `${toolOrigin}/lti/launch/m1`,
      custom: { module: 'm1' },
      lineItem: { scoreMaximum: 100, label: 'Evacuation drill' },
    };
    const response = await signedByTool(
      {
        nonce: randomUUID(),
        [`${LTI_CLAIM}deployment_id`]: platform.deploymentId,
        [`${LTI_CLAIM}message_type`]: 'LtiDeepLinkingResponse',
        [`${LTI_CLAIM}version`]: '1.3.0',
        [`${DL_CLAIM}data`]: settings.data,
        [`${DL_CLAIM}content_items`]: [item],
      },
      platform.issuer,
    );
    const added = await fetch(settings.deep_link_return_url, form({ JWT: response }));
    expect(added.status).toBe(200);
    expect(await added.text()).toContain('<h1>Activity added</h1><ul><li>Evacuation drill</li></ul>');
    expect(platform.deepLinks).toEqual([item]);

    const resourceLogin = await loginRedirect(platform.resourceLinkStart());
    expect(resourceLogin.get('login_hint')).toBe(LEARNER.id);
    expect(resourceLogin.get('target_link_uri')).toBe(item.url);
    const resourceLaunch = await launch(platform.resourceLinkStart());
    expect(resourceLaunch).toMatchObject({
      sub: LEARNER.id,
      [`${LTI_CLAIM}message_type`]: 'LtiResourceLinkRequest',
      [`${LTI_CLAIM}target_link_uri`]: item.url,
      [`${LTI_CLAIM}resource_link`]: { id: 'link-0', title: 'Evacuation drill' },
      [`${LTI_CLAIM}custom`]: { module: 'm1' },
      [`${LTI_CLAIM}roles`]: LEARNER.roles,
    });
    const endpoint = resourceLaunch[AGS_ENDPOINT_CLAIM] as { scope: string[]; lineitem: string };
    expect(endpoint).toEqual({
      scope: [AGS_SCOPE.lineItem, AGS_SCOPE.score],
      lineitems: `${platform.origin}/lineitems`,
      lineitem: `${platform.origin}/lineitems/0`,
    });

    const tokenRes = await requestToken(await clientAssertion());
    expect(tokenRes.status).toBe(200);
    const token = (await tokenRes.json()) as { access_token: string; token_type: string; scope: string };
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: AGS_SCOPE.score });

    const score = {
      userId: LEARNER.id,
      scoreGiven: 80,
      scoreMaximum: 100,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
      timestamp: new Date().toISOString(),
    };
    expect((await postScore(endpoint.lineitem, token.access_token, score)).status).toBe(204);
    expect(platform.scores).toEqual([
      {
        lineItem: endpoint.lineitem,
        body: score,
        contentType: 'application/vnd.ims.lis.v1.score+json',
        scopes: [AGS_SCOPE.score],
      },
    ]);
  });

  it('refuses a wrong redirect_uri, a replayed client assertion, a score without a token and a bad score', async () => {
    const wrongRedirect = await authenticate(await loginRedirect(platform.deepLinkingStart()), {
      redirect_uri: `${toolOrigin}/elsewhere`,
    });
    expect(wrongRedirect.res.status).toBe(400);
    expect(platform.refused.at(-1)).toContain('redirect_uri');

    const assertion = await clientAssertion('once');
    expect((await requestToken(assertion)).status).toBe(200);
    const replayed = await requestToken(assertion);
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toMatchObject({ error: 'invalid_client' });
    expect(platform.refused.at(-1)).toContain('jti once was used before');

    const wrongScope = await requestToken(await clientAssertion(), 'https://example.test/admin');
    expect(wrongScope.status).toBe(400);
    expect(await wrongScope.json()).toMatchObject({ error: 'invalid_scope' });

    // Line item 0 is the one the first test added.
    const lineItem = `${platform.origin}/lineitems/0`;
    const score = {
      userId: LEARNER.id,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
      timestamp: '2026-01-01T10:00:00',
    };
    expect((await postScore(lineItem, undefined, score)).status).toBe(401);
    const { access_token } = (await (await requestToken(await clientAssertion())).json()) as { access_token: string };
    expect((await postScore(lineItem, access_token, score)).status).toBe(400);
    expect(platform.refused.at(-1)).toMatch(/no scoreGiven, yet FullyGraded.*timestamp/);
    expect((await postScore(`${platform.origin}/lineitems/7`, access_token, score)).status).toBe(404);
    expect(platform.scores).toHaveLength(1);
  });
});
