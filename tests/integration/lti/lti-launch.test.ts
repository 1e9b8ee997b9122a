import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_USED, MODULE_GONE, NOT_REGISTERED, SIGN_IN_EXPIRED, TEACHERS_ONLY } from '../../../src/modules/lti/api';
import { INSTRUCTOR, LEARNER, type LtiPlatform, startLtiPlatform } from '../../support/lti-platform';
import { registerBothWays } from '../../support/lti-registration';
import { registerUser, startTestServer, type TestServer } from '../../support/server';
import { publishEveryBlock } from '../delivery/fixture';

/** The hidden fields of the form a page posts on (the platform's id_token form). */
const formFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [
      m[1]!,
      m[2]!.replaceAll('&amp;', '&').replaceAll('&quot;', '"'),
    ]),
  );

const formAction = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');

/** A browser's way through a platform-started launch, up to the platform's form post of the id_token (not sent). */
async function idTokenForm(startUrl: string) {
  const toTool = await fetch(startUrl, { redirect: 'manual' });
  const toPlatform = await fetch(toTool.headers.get('location')!, { redirect: 'manual' });
  expect(toPlatform.status, await toPlatform.clone().text()).toBe(302);
  const form = await (await fetch(toPlatform.headers.get('location')!)).text();
  return { action: formAction(form), fields: formFields(form) };
}

const post = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

describe('LTI 1.3 tool: logins and launches, refused as the Security Framework asks', () => {
  let server: TestServer;
  let platform: LtiPlatform;
  let api: Awaited<ReturnType<typeof registerUser>>['api'];
  let courseId: string;
  let platformId: string;

  beforeAll(async () => {
    // The test platform listens on this machine: allowed as an operator allows an LMS on their own network.
    server = await startTestServer({ env: { LTI_ALLOWED_NETWORKS: '127.0.0.1' } });
    api = (await registerUser(server.url)).api;
    courseId = (await publishEveryBlock(api)).courseId;
    platform = await startLtiPlatform();
    const registered = await registerBothWays(api, platform);
    expect(registered.status).toBe(201);
    platformId = (registered.body as { platform: { platformId: string } }).platform.platformId;
  });
  afterAll(async () => {
    await platform.close();
    await server.close();
  });

  it('publishes its public keys only: RS256, a kid each, no private part', async () => {
    const { keys } = (await (await fetch(`${server.url}/api/lti/jwks`)).json()) as { keys: Record<string, string>[] };
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
      expect(key).not.toHaveProperty('d');
    }
  });

  it('a teacher’s Deep Linking launch shows the organisation’s published modules; a learner’s is refused', async () => {
    const teacher = await idTokenForm(platform.deepLinkingStart(INSTRUCTOR));
    const picker = await post(teacher.action, teacher.fields);
    expect(picker.status).toBe(200);
    expect(picker.headers.get('content-security-policy')).toContain(`frame-ancestors ${platform.origin}`);
    expect(await picker.text()).toContain(`name="courseId" value="${courseId}"`);

    const learner = await idTokenForm(platform.deepLinkingStart(LEARNER));
    const refused = await post(learner.action, learner.fields);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(TEACHERS_ONLY);
  });

  it('refuses an id_token signed by another key, a state it did not sign, and a launch sent twice', async () => {
    const { action, fields } = await idTokenForm(platform.deepLinkingStart(INSTRUCTOR));
    const claims = decodeJwt(fields.id_token!);
    const impostor = await generateKeyPair('RS256');
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'impostor' })
      .sign(impostor.privateKey);
    const byImpostor = await post(action, { ...fields, id_token: forged });
    expect(byImpostor.status).toBe(401);
    expect(await byImpostor.text()).toContain('could not be verified');

    const tampered = await post(action, { ...fields, state: `${fields.state}x` });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain(SIGN_IN_EXPIRED);

    expect((await post(action, fields)).status).toBe(200);
    const replayed = await post(action, fields);
    expect(replayed.status).toBe(401);
    expect(await replayed.text()).toContain(LAUNCH_USED);
  });

  it('refuses a login from a platform nobody registered, and a link to somewhere else', async () => {
    const unknown = new URL(`${server.url}/api/lti/login`);
    unknown.search = new URLSearchParams({
      iss: 'https://unknown-lms.example.com',
      login_hint: 'x',
      target_link_uri: `${server.url}/api/lti/launch`,
    }).toString();
    const res = await fetch(unknown, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(NOT_REGISTERED);

    const elsewhere = await post(`${server.url}/api/lti/login`, {
      iss: platform.issuer,
      login_hint: LEARNER.id,
      target_link_uri: 'https://attacker.example.com/',
      client_id: platform.clientId,
    });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain('This link does not lead to this Tessera.');
  });

  /** A teacher adds the module to the platform's course through Deep Linking. */
  async function deepLinkModule() {
    const teacher = await idTokenForm(platform.deepLinkingStart(INSTRUCTOR));
    const picker = await (await post(teacher.action, teacher.fields)).text();
    const pick = await post(formAction(picker), { ...formFields(picker), courseId });
    const back = await pick.text();
    await post(formAction(back), formFields(back));
    expect(platform.deepLinks.at(-1)).toMatchObject({ custom: { tessera_module: courseId } });
  }

  const postScore = (launch: string, scoreGiven: number) =>
    fetch(`${server.url}/api/lti/scores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        launch,
        scoreGiven,
        scoreMaximum: 100,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
      }),
    });

  it('a learner’s launch opens the player; their scores reach the line item, at most 30 an hour', async () => {
    await deepLinkModule();
    const learner = await idTokenForm(platform.resourceLinkStart(LEARNER));
    const launched = await post(learner.action, learner.fields);
    expect(launched.status).toBe(303);
    const location = new URL(launched.headers.get('location')!, server.url);
    expect(location.pathname).toBe(`/lti/${courseId}`);
    const launch = new URLSearchParams(location.hash.slice(1)).get('launch')!;
    expect(await (await postScore(launch, 40)).json()).toEqual({ queued: true });
    await expect.poll(() => platform.scores.map((s) => s.body.scoreGiven), { timeout: 10_000 }).toEqual([40]);
    expect(platform.scores[0]!.body).toMatchObject({ userId: LEARNER.id, activityProgress: 'Completed' });
    for (let i = 1; i < 30; i++) await postScore(launch, 50);
    expect(await (await postScore(launch, 60)).json()).toEqual({ queued: false });
  });

  /** A learner's launch, from the platform's start to the tool's launch token. */
  async function learnerLaunch() {
    const form = await idTokenForm(platform.resourceLinkStart(LEARNER));
    const launched = await post(form.action, form.fields);
    return new URLSearchParams(new URL(launched.headers.get('location')!, server.url).hash.slice(1)).get('launch')!;
  }

  it('the gradebook gets the learner’s best grade by default, their latest when the platform says so; their id is never stored in the clear', async () => {
    await deepLinkModule();
    const before = platform.scores.length;
    const sentSince = () => platform.scores.slice(before).map((s) => s.body.scoreGiven);
    // Passed on one device (67), then failed on another (33): the gradebook keeps 67.
    expect(await (await postScore(await learnerLaunch(), 67)).json()).toEqual({ queued: true });
    await expect.poll(sentSince, { timeout: 10_000 }).toEqual([67]);
    expect(await (await postScore(await learnerLaunch(), 33)).json()).toEqual({ queued: false });
    expect(await (await postScore(await learnerLaunch(), 80)).json()).toEqual({ queued: true });
    await expect.poll(sentSince, { timeout: 10_000 }).toEqual([67, 80]);

    // The admin chooses the latest grade: a worse one now replaces it.
    const latest = await api.put(`/lti/platforms/${platformId}/grade-policy`, { gradePolicy: 'latest' });
    expect([latest.status, latest.body.platform.gradePolicy]).toEqual([200, 'latest']);
    expect((await api.get('/lti/platforms')).body.platforms[0].gradePolicy).toBe('latest');
    expect(await (await postScore(await learnerLaunch(), 33)).json()).toEqual({ queued: true });
    await expect.poll(sentSince, { timeout: 10_000 }).toEqual([67, 80, 33]);
    expect(platform.scores.at(-1)!.body).toMatchObject({ userId: LEARNER.id });

    // What is stored names the learner by a keyed hash; their id at the platform is sealed.
    const { rows } = await sql<{ data: { userId: string; learner: string } }>`
      SELECT data FROM events WHERE type = 'LtiScoreEarned'`.execute(server.database.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const { data } of rows) {
      expect(JSON.stringify(data)).not.toContain(LEARNER.id);
      expect(data.userId).toMatch(new RegExp(`^sealed:v1:${data.learner}:`));
    }
    // Another admin's organisation cannot change this platform's policy.
    const stranger = (await registerUser(server.url, 'Stranger')).api;
    expect((await stranger.put(`/lti/platforms/${platformId}/grade-policy`, { gradePolicy: 'best' })).status).toBe(404);
    await api.put(`/lti/platforms/${platformId}/grade-policy`, { gradePolicy: 'best' });
  });

  it('a launch of a module no longer published says so; a score needs a launch the tool signed', async () => {
    // Deep-link the module, then unpublish it before the learner comes.
    await deepLinkModule();
    expect((await api.post(`/courses/${courseId}/unpublish`)).status).toBeLessThan(300);

    const learner = await idTokenForm(platform.resourceLinkStart(LEARNER));
    const launch = await post(learner.action, learner.fields);
    expect(launch.status).toBe(404);
    expect(await launch.text()).toContain(MODULE_GONE);

    expect((await postScore('forged', 100)).status).toBe(401);
  });

  it('a removed platform can no longer log in', async () => {
    expect((await api.delete(`/lti/platforms/${platformId}`)).status).toBe(204);
    expect((await api.get('/lti/platforms')).body.platforms).toEqual([]);
    const toTool = await fetch(platform.deepLinkingStart(INSTRUCTOR), { redirect: 'manual' });
    const login = await fetch(toTool.headers.get('location')!, { redirect: 'manual' });
    expect(login.status).toBe(400);
    expect(await login.text()).toContain(NOT_REGISTERED);
  });
});
