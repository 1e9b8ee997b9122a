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

  const progressCall = (launch: string, body?: unknown) =>
    fetch(`${server.url}/api/lti/progress`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${launch}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  type Answer = { id: string; questionId: string; given: string[] };
  const sync = async (launch: string, answers: Answer[], place: Record<string, unknown> = {}) => {
    const res = await progressCall(launch, { language: 'en', answers, location: '', seen: [], games: {}, ...place });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { progress: { state: LearnerState; location: string } }).progress;
  };
  type LearnerState = {
    questions: Record<string, { attempts: number; correct: boolean; given: string[] }>;
    seen: string[];
  };

  /** The module's two quiz questions (single choice, free text), from what learners get. */
  async function quizOf() {
    const module = (await api.get(`/delivery/modules/${courseId}`)).body as { blocks: { id: string; type: string }[] };
    const [choice, text] = module.blocks.filter((b) => b.type === 'QuestionBlockComponent').map((b) => b.id);
    return { choice: choice!, text: text!, blocks: module.blocks.map((b) => b.id) };
  }

  /** A learner's launch, from the platform's start to the tool's launch token. */
  async function learnerLaunch() {
    const form = await idTokenForm(platform.resourceLinkStart(LEARNER));
    const launched = await post(form.action, form.fields);
    expect(launched.status).toBe(303);
    const location = new URL(launched.headers.get('location')!, server.url);
    expect(location.pathname).toBe(`/lti/${courseId}`);
    return new URLSearchParams(location.hash.slice(1)).get('launch')!;
  }

  it('a learner’s progress is the server’s: another device resumes it, answers are checked there and the grade is the one it computes', async () => {
    await deepLinkModule();
    const quiz = await quizOf();
    const before = platform.scores.length;
    const sentSince = () => platform.scores.slice(before).map((s) => s.body.scoreGiven);

    // Device one: the choice question right, the free-text one wrong once; its place and what it saw.
    const laptop = await learnerLaunch();
    expect((await (await progressCall(laptop)).json()).progress).toEqual({
      state: { questions: {}, games: {}, seen: [] },
      location: '',
    });
    const right = { id: 'a1', questionId: quiz.choice, given: ['co2xx'] };
    const wrong = { id: 'a2', questionId: quiz.text, given: ['999'] };
    const kept = await sync(laptop, [right, wrong], { location: quiz.text, seen: quiz.blocks.slice(0, 3) });
    expect(kept.state.questions).toEqual({
      [quiz.choice]: { attempts: 1, correct: true, given: ['co2xx'] },
      [quiz.text]: { attempts: 1, correct: false, given: ['999'] },
    });
    // The same answers again (a retry, a page leaving) count once; no grade while the quiz runs.
    expect((await sync(laptop, [right, wrong])).state.questions[quiz.text]!.attempts).toBe(1);
    expect(sentSince()).toEqual([]);

    // Device two resumes where the first left off.
    const phone = await learnerLaunch();
    const resumed = (await (await progressCall(phone)).json()).progress;
    expect(resumed).toEqual({ state: { ...kept.state, games: {} }, location: quiz.text });
    expect(resumed.state.seen).toEqual(quiz.blocks.slice(0, 3));

    // A player claiming an answer is right has no say: "112" typed wrong is wrong, and settles the question.
    const forged = { id: 'a3', questionId: quiz.text, given: ['111'], correct: true };
    const graded = await sync(phone, [forged]);
    expect(graded.state.questions[quiz.text]).toEqual({ attempts: 2, correct: false, given: ['111'] });
    await expect.poll(sentSince, { timeout: 10_000 }).toEqual([50]);
    expect(platform.scores.at(-1)!.body).toMatchObject({ userId: LEARNER.id, activityProgress: 'Completed' });

    // Out of attempts: a right answer now changes nothing. Unknown blocks are not this learner's progress.
    const late = await sync(laptop, [{ id: 'a4', questionId: quiz.text, given: ['112'] }]);
    expect(late.state.questions[quiz.text]!.attempts).toBe(2);
    const stray = await sync(laptop, [{ id: 'a5', questionId: 'not-a-question', given: ['x'] }], {
      location: 'elsewhere',
      seen: ['elsewhere'],
    });
    expect([stray.location, stray.state.seen]).toEqual([quiz.text, quiz.blocks.slice(0, 3)]);
    // The grade went once: the same grade is never queued again.
    const scores = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM events WHERE type = 'LtiScoreEarned'`.execute(server.database.db);
    expect(scores.rows[0]!.n).toBe(1);

    // What is stored names the learner by a keyed hash; their id at the platform is sealed or absent.
    const { rows } = await sql<{ type: string; data: { userId?: string; learner: string } }>`
      SELECT type, data FROM events WHERE type IN ('LtiScoreEarned', 'LtiAnswerChecked', 'LtiPlaceKept')`.execute(
      server.database.db,
    );
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['LtiScoreEarned', 'LtiAnswerChecked', 'LtiPlaceKept']));
    for (const { type, data } of rows) {
      expect(JSON.stringify(data)).not.toContain(LEARNER.id);
      if (type === 'LtiScoreEarned') expect(data.userId).toMatch(new RegExp(`^sealed:v1:${data.learner}:`));
    }
  });

  it('progress needs a launch the tool signed, for this module, within bounds', async () => {
    expect((await progressCall('forged')).status).toBe(401);
    expect(
      (await progressCall('forged', { language: 'en', answers: [], location: '', seen: [], games: {} })).status,
    ).toBe(401);
    const launch = await learnerLaunch();
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ id: `x${i}`, questionId: 'q', given: [] }));
    const refused = await progressCall(launch, { language: 'en', answers: tooMany, location: '', seen: [], games: {} });
    expect(refused.status).toBe(400);
  });

  it('the admin chooses the grade policy; another organisation cannot', async () => {
    const latest = await api.put(`/lti/platforms/${platformId}/grade-policy`, { gradePolicy: 'latest' });
    expect([latest.status, latest.body.platform.gradePolicy]).toEqual([200, 'latest']);
    expect((await api.get('/lti/platforms')).body.platforms[0].gradePolicy).toBe('latest');
    const stranger = (await registerUser(server.url, 'Stranger')).api;
    expect((await stranger.put(`/lti/platforms/${platformId}/grade-policy`, { gradePolicy: 'best' })).status).toBe(404);
    await api.put(`/lti/platforms/${platformId}/grade-policy`, { gradePolicy: 'best' });
  });

  it('a launch of a module no longer published says so', async () => {
    // Deep-link the module, then unpublish it before the learner comes.
    await deepLinkModule();
    const unpublished = await api.post(`/courses/${courseId}/unpublish`);
    expect(unpublished.status).toBeLessThan(300);
    // The launch reads the published read model: once it has the unpublish (a loaded machine can lag).
    await api.get(`/drafts/${courseId}/latest?after=${unpublished.body.position}`);

    const learner = await idTokenForm(platform.resourceLinkStart(LEARNER));
    const launch = await post(learner.action, learner.fields);
    expect(launch.status).toBe(404);
    expect(await launch.text()).toContain(MODULE_GONE);
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
