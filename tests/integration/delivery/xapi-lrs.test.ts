import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../support/eventually';
import { startLrs } from '../../support/fake-lrs';
import { registerOperator } from '../../support/operators';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';
import { xapiProblems } from '../../support/xapi-rules';
import { publishEveryBlock } from './fixture';

/** Every statement the LRS has taken, in the order it took them. */
const taken = (lrs: Awaited<ReturnType<typeof startLrs>>) => lrs.received.flatMap((r) => r.statements);

/** What a share-link learner's player does first: counts the view, and keeps the token its statements carry. */
async function viewAs(url: string, courseId: string, viewer = 'browser-0123456789') {
  const view = await apiClient(url).put(`/courses/views/${courseId}`, { via: 'share', viewer });
  expect(view.status).toBe(202);
  return view.body.viewerToken as string;
}

describe('xAPI: share-link learners’ statements go to the LRS', () => {
  let lrs: Awaited<ReturnType<typeof startLrs>>;
  let server: TestServer;
  let courseId: string;
  let questionId: string;
  beforeAll(async () => {
    lrs = await startLrs({ failFirst: 2 });
    server = await startTestServer({
      env: { LRS_ENDPOINT: `${lrs.url}/xapi/`, LRS_KEY: 'tessera', LRS_SECRET: 'lrs-secret' },
    });
    const published = await publishEveryBlock((await registerUser(server.url)).api);
    courseId = published.courseId;
    questionId = published.course.blocks.find((b: { type: string }) => b.type === 'QuestionBlockComponent').id;
  });
  afterAll(async () => {
    await server.close();
    await lrs.close();
  });

  it('queues each statement at once, and the LRS gets them in order once it is back up, as xAPI 1.0.3', async () => {
    const learner = apiClient(server.url);
    const viewer = 'browser-0123456789';
    const viewerToken = await viewAs(server.url, courseId, viewer);
    const registration = randomUUID();
    const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();
    const statements = [
      { verb: 'initialized', name: 'Seguridad contra incendios', timestamp: secondsAgo(50) },
      {
        verb: 'answered',
        blockId: questionId,
        name: '¿Qué extintor?',
        interactionType: 'choice',
        response: 'a_agua',
        success: false,
        timestamp: secondsAgo(40),
      },
      { verb: 'completed', name: 'Seguridad contra incendios', timestamp: secondsAgo(30) },
      { verb: 'passed', name: 'Seguridad contra incendios', scaled: 0.5, timestamp: secondsAgo(20) },
      { verb: 'terminated', name: 'Seguridad contra incendios', duration: 'PT0H0M31.5S', timestamp: secondsAgo(10) },
    ].map((statement) => ({ registration, language: 'es', ...statement }));
    for (const statement of statements) {
      const res = await learner.post(`/delivery/modules/${courseId}/statements`, { viewerToken, ...statement });
      expect([res.status, res.body]).toEqual([202, { queued: true }]);
    }
    await waitUntil(async () => taken(lrs).length >= 5, 30_000);
    expect(lrs.refused()).toBe(2);
    const sent = taken(lrs);
    expect(sent.map((s) => (s.verb as { id: string }).id)).toEqual(
      ['initialized', 'answered', 'completed', 'passed', 'terminated'].map(
        (v) => `http://adlnet.gov/expapi/verbs/${v}`,
      ),
    );
    expect(sent.flatMap(xapiProblems)).toEqual([]);
    for (const r of lrs.received) {
      expect(r.authorization).toBe(`Basic ${Buffer.from('tessera:lrs-secret').toString('base64')}`);
      expect(r.version).toBe('1.0.3');
    }
    const actors = sent.map((s) => s.actor as { account: { homePage: string; name: string } });
    expect(new Set(actors.map((a) => a.account.name)).size).toBe(1);
    expect(actors[0]!.account.homePage).toBe(server.url);
    expect(actors[0]!.account.name).not.toContain(viewer);
    for (const [n, s] of sent.entries()) {
      expect(s.context).toMatchObject({ registration, language: 'es' });
      expect(s.object).toMatchObject({ definition: { name: { es: statements[n]!.name } } });
      // The learner's own time, not the time the LRS was back up.
      expect(s.timestamp).toBe(statements[n]!.timestamp);
    }
    expect(sent[1]).toMatchObject({
      object: {
        objectType: 'Activity',
        id: `${server.url}/share/${courseId}#${questionId}`,
        definition: { type: 'http://adlnet.gov/expapi/activities/cmi.interaction', interactionType: 'choice' },
      },
      result: { success: false, response: 'a_agua' },
      context: { contextActivities: { parent: [{ id: `${server.url}/share/${courseId}` }] } },
    });
    expect(sent[3]).toMatchObject({ result: { score: { scaled: 0.5 } } });
    expect(sent[4]).toMatchObject({ result: { duration: 'PT0H0M31.5S' } });
    expect(new Set(sent.map((s) => s.id)).size).toBe(5);
  });

  it('keeps the player’s time only when its clock is near the server’s', async () => {
    const learner = apiClient(server.url);
    const viewerToken = await viewAs(server.url, courseId, 'browser-clock-off');
    const before = taken(lrs).length;
    const post = (timestamp?: string) =>
      learner.post(`/delivery/modules/${courseId}/statements`, {
        viewerToken,
        verb: 'resumed',
        name: 'Fire safety',
        ...(timestamp ? { timestamp } : {}),
      });
    const askedAt = Date.now();
    for (const timestamp of [new Date(askedAt + 3_600_000).toISOString(), '2001-01-01T00:00:00+02:00', undefined])
      expect((await post(timestamp)).body).toEqual({ queued: true });
    await waitUntil(async () => taken(lrs).length >= before + 3, 30_000);
    const stamped = taken(lrs)
      .slice(before)
      .map((s) => Date.parse(s.timestamp as string));
    for (const at of stamped) expect(Math.abs(at - askedAt)).toBeLessThan(60_000);
    expect(taken(lrs).slice(before).flatMap(xapiProblems)).toEqual([]);
  });

  it('refuses what is not a statement, and a module that is not published', async () => {
    const learner = apiClient(server.url);
    const viewerToken = await viewAs(server.url, courseId);
    const statement = { viewerToken, verb: 'answered', blockId: questionId, name: 'x' };
    for (const [field, wrong] of [
      ['verb', 'hacked'],
      ['registration', 'attempt-1'],
      ['language', 'english please'],
      ['language', `en-${'x'.repeat(40)}`],
      ['interactionType', 'essay'],
      ['duration', '5 minutes'],
      ['timestamp', 'yesterday'],
    ]) {
      const bad = await learner.post(`/delivery/modules/${courseId}/statements`, { ...statement, [field!]: wrong });
      expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining(`Invalid ${field}`)]);
    }
    const unknown = await learner.post('/delivery/modules/no-such-module/statements', {
      viewerToken,
      verb: 'initialized',
      name: 'x',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('xAPI: a statement names a learner the server gave a view to', () => {
  it('refuses a made-up or another module’s learner, and limits each learner and each address', async () => {
    const lrs = await startLrs();
    const server = await startTestServer({
      env: {
        LRS_ENDPOINT: `${lrs.url}/xapi`,
        LRS_KEY: 'tessera',
        LRS_SECRET: 'lrs-secret',
        LEARNER_VIEWS_PER_HOUR: '2',
        LEARNER_STATEMENTS_PER_HOUR: '125',
      },
    });
    try {
      const { api } = await registerUser(server.url);
      const { courseId } = await publishEveryBlock(api);
      const other = (await publishEveryBlock(api)).courseId;
      const learner = apiClient(server.url);
      const statement = { verb: 'initialized', name: 'Fire safety' };
      const post = (viewerToken: string, id = courseId) =>
        learner.post(`/delivery/modules/${id}/statements`, { viewerToken, ...statement });

      // A viewer id made up, as the 300 a script sent from one address were: no view, no statement.
      const madeUp = await learner.post(`/delivery/modules/${courseId}/statements`, {
        viewer: 'browser-made-up-0001',
        ...statement,
      });
      expect(madeUp.status).toBe(400);
      expect((await post('not.a.token')).status).toBe(401);
      const token = await viewAs(server.url, courseId, 'browser-0000000001');
      expect((await post(token, other)).body).toEqual({
        message: 'This learner view has expired; open the module again.',
      });

      // One learner: at most 120 an hour queued, the rest answered and dropped.
      const answers = [];
      for (let i = 0; i < 130; i++) answers.push((await post(token)).body.queued);
      expect(answers.filter((queued) => queued === true)).toHaveLength(120);
      expect(answers.slice(120)).toEqual(Array(10).fill(false));

      // The address's own limit: 125 an hour, whoever the learners.
      const another = await viewAs(server.url, courseId, 'browser-0000000002');
      expect((await post(another)).body.queued).toBe(true);
      for (let i = 0; i < 5; i++) await post(another);
      expect((await post(another)).body.queued).toBe(false);
      // An address past its views gets no token for another learner: it can queue nothing more.
      const third = await apiClient(server.url).put(`/courses/views/${courseId}`, {
        via: 'share',
        viewer: 'browser-0000000003',
      });
      expect(third.body).toMatchObject({ recorded: false, viewerToken: null });
    } finally {
      await server.close();
      await lrs.close();
    }
  });
});

describe('xAPI: a statement the LRS refuses for good', () => {
  it('is set aside with the LRS’s answer, and every other statement still reaches it, in order', async () => {
    const lrs = await startLrs({
      refuse: (s) =>
        (s.result as { response?: string } | undefined)?.response === 'Bad'
          ? 'result.response: not allowed here'
          : null,
    });
    const operatorEmail = 'lrs-operator@example.org';
    const server = await startTestServer({
      env: {
        LRS_ENDPOINT: `${lrs.url}/xapi`,
        LRS_KEY: 'tessera',
        LRS_SECRET: 'lrs-secret',
        INSTANCE_ADMINS: operatorEmail,
      },
    });
    try {
      const { courseId, course } = await publishEveryBlock((await registerUser(server.url)).api);
      const blockId = course.blocks.find((b: { type: string }) => b.type === 'QuestionBlockComponent').id;
      const learner = apiClient(server.url);
      const viewerToken = await viewAs(server.url, courseId);
      for (const statement of [
        { verb: 'initialized', name: 'Fire safety' },
        {
          verb: 'answered',
          blockId,
          name: 'Which extinguisher?',
          interactionType: 'fill-in',
          response: 'Bad',
          success: false,
        },
        { verb: 'completed', name: 'Fire safety' },
      ])
        expect(
          (await learner.post(`/delivery/modules/${courseId}/statements`, { viewerToken, ...statement })).status,
        ).toBe(202);
      await waitUntil(async () => taken(lrs).length >= 2, 30_000);
      const later = await learner.post(`/delivery/modules/${courseId}/statements`, {
        viewerToken,
        verb: 'passed',
        name: 'Fire safety',
        scaled: 1,
      });
      expect(later.status).toBe(202);
      await waitUntil(async () => taken(lrs).length >= 3, 30_000);
      const verbs = taken(lrs).map((s) => (s.verb as { id: string }).id.split('/').at(-1));
      expect(verbs).toEqual(['initialized', 'completed', 'passed']);
      expect(taken(lrs).flatMap(xapiProblems)).toEqual([]);

      const operator = await registerOperator(server, operatorEmail);
      const work = (await operator.api.get('/admin/instance/work')).body;
      expect(work.setAside).toEqual([
        expect.objectContaining({
          projection: 'lrs:statements',
          stream: `statements-${courseId}`,
          events: 1,
          firstType: 'LearnerStatementMade',
          reason: 'the LRS answered 400: {"message":"result.response: not allowed here"}',
        }),
      ]);
    } finally {
      await server.close();
      await lrs.close();
    }
  });
});

describe('xAPI without an LRS', () => {
  it('answers a learner’s statement and keeps nothing', async () => {
    const server = await startTestServer();
    try {
      const { courseId } = await publishEveryBlock((await registerUser(server.url)).api);
      const res = await apiClient(server.url).post(`/delivery/modules/${courseId}/statements`, {
        viewerToken: await viewAs(server.url, courseId),
        verb: 'initialized',
        name: 'Fire safety',
      });
      expect([res.status, res.body]).toEqual([202, { queued: false }]);
      expect(
        await server.database.db
          .selectFrom('events' as never)
          .selectAll()
          .execute(),
      ).not.toContainEqual(expect.objectContaining({ type: 'LearnerStatementMade' }));
    } finally {
      await server.close();
    }
  });
});
