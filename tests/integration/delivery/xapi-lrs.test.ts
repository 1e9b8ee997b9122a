import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../support/eventually';
import { startLrs } from '../../support/fake-lrs';
import { registerOperator } from '../../support/operators';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';
import { publishEveryBlock } from './fixture';

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
    const statements = [
      { verb: 'initialized', name: 'Fire safety' },
      { verb: 'answered', blockId: questionId, name: 'Which extinguisher?', response: 'Water', success: false },
      { verb: 'completed', name: 'Fire safety' },
      { verb: 'passed', name: 'Fire safety', scaled: 0.5 },
    ];
    for (const statement of statements) {
      const res = await learner.post(`/delivery/modules/${courseId}/statements`, { viewer, ...statement });
      expect([res.status, res.body]).toEqual([202, { queued: true }]);
    }
    await waitUntil(async () => lrs.received.flatMap((r) => r.statements).length >= 4, 30_000);
    expect(lrs.refused()).toBe(2);
    const sent = lrs.received.flatMap((r) => r.statements);
    expect(sent.map((s) => (s.verb as { id: string }).id)).toEqual(
      ['initialized', 'answered', 'completed', 'passed'].map((v) => `http://adlnet.gov/expapi/verbs/${v}`),
    );
    for (const r of lrs.received) {
      expect(r.authorization).toBe(`Basic ${Buffer.from('tessera:lrs-secret').toString('base64')}`);
      expect(r.version).toBe('1.0.3');
    }
    const actors = sent.map((s) => s.actor as { account: { homePage: string; name: string } });
    expect(new Set(actors.map((a) => a.account.name)).size).toBe(1);
    expect(actors[0]!.account.homePage).toBe(server.url);
    expect(actors[0]!.account.name).not.toContain(viewer);
    expect(sent[1]).toMatchObject({
      object: {
        objectType: 'Activity',
        id: `${server.url}/share/${courseId}#${questionId}`,
        definition: { name: { 'en-US': 'Which extinguisher?' } },
      },
      result: { success: false, response: 'Water' },
      context: { contextActivities: { parent: [{ id: `${server.url}/share/${courseId}` }] } },
    });
    expect(sent[3]).toMatchObject({ result: { score: { scaled: 0.5 } } });
    expect(new Set(sent.map((s) => s.id)).size).toBe(4);
    for (const s of sent) expect(s.timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('refuses what is not a statement, and a module that is not published', async () => {
    const learner = apiClient(server.url);
    const bad = await learner.post(`/delivery/modules/${courseId}/statements`, {
      viewer: 'browser-0123456789',
      verb: 'hacked',
      name: 'x',
    });
    expect(bad.status).toBe(400);
    const unknown = await learner.post('/delivery/modules/no-such-module/statements', {
      viewer: 'browser-0123456789',
      verb: 'initialized',
      name: 'x',
    });
    expect(unknown.status).toBe(404);
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
      const viewer = 'browser-0123456789';
      for (const statement of [
        { verb: 'initialized', name: 'Fire safety' },
        { verb: 'answered', blockId, name: 'Which extinguisher?', response: 'Bad', success: false },
        { verb: 'completed', name: 'Fire safety' },
      ])
        expect((await learner.post(`/delivery/modules/${courseId}/statements`, { viewer, ...statement })).status).toBe(
          202,
        );
      await waitUntil(async () => lrs.received.flatMap((r) => r.statements).length >= 2, 30_000);
      const later = await learner.post(`/delivery/modules/${courseId}/statements`, {
        viewer,
        verb: 'passed',
        name: 'Fire safety',
        scaled: 1,
      });
      expect(later.status).toBe(202);
      await waitUntil(async () => lrs.received.flatMap((r) => r.statements).length >= 3, 30_000);
      const verbs = lrs.received
        .flatMap((r) => r.statements)
        .map((s) => (s.verb as { id: string }).id.split('/').at(-1));
      expect(verbs).toEqual(['initialized', 'completed', 'passed']);

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
        viewer: 'browser-0123456789',
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
