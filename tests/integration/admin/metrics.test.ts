import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collaboratorOf, createCourse } from '../../support/collaborators';
import { publishCourse, translateTitleToSpanish, twoThreadsOneResolved } from '../../support/course-activity';
import { eventually } from '../../support/eventually';
import { addMember } from '../../support/members';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';
import { dispatchCredentials } from '../../../src/modules/delivery/dispatch/credentials';
import { openSession } from '../delivery/dispatch-client';

type Api = ReturnType<typeof apiClient>;
type Point = { period: string; value: number | null };

const DAY_MS = 86_400_000;
/** How long a read model may take to follow, on a loaded machine. */
const SETTLE_MS = 20_000;
const JWT_SECRET = 'metrics-test-secret-0123456789abcdef';
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The Monday of a day's ISO week. */
const mondayOf = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return dayOf(time - ((new Date(time).getUTCDay() + 6) % 7) * DAY_MS);
};

const addText = (api: Api, courseId: string, text: string) =>
  api.post('/blocks/', { courseId, block: { type: 'TextBlockComponent', data: { html: `<p>${text}</p>` } } });

/** A learner's view as the player sends it: no sign-in. */
const view = (server: TestServer, courseId: string, body: Record<string, unknown>) =>
  apiClient(server.url).put(`/courses/views/${courseId}`, body);

describe('admin metrics over HTTP', () => {
  let server: TestServer;
  let ada: Api;
  let adaToken: string;
  let uma: Api;
  let collaborator: Api;
  let eve: Api;
  let published: string;
  let draft: string;
  const today = dayOf(Date.now());
  const query = (from: string, to: string, bucket = 'day') => `?from=${from}&to=${to}&bucket=${bucket}`;
  const metricsOf = (api: Api, q: string) => api.get(`/admin/metrics${q}`);
  const last = (points: Point[]) => points[points.length - 1]?.value;

  beforeAll(async () => {
    server = await startTestServer({ jwtSecret: JWT_SECRET });
    const admin = await registerUser(server.url, 'Ada');
    ada = admin.api;
    adaToken = admin.token;
    const orgId = (await ada.get('/users/user-info')).body.currentOrg as string;
    uma = (await addMember(server, orgId, 'Uma')).api;
    eve = (await registerUser(server.url, 'Eve')).api;

    // Three modules by two people; Ada edits hers twice (in two saves), Uma hers once; one is published.
    published = await createCourse(ada, 'Fire safety');
    draft = await createCourse(ada, 'Ladders');
    const umas = await createCourse(uma, 'First aid');
    await addText(ada, published, 'Smoke rises: stay low and leave the building by the nearest exit.');
    await addText(ada, published, 'Never use a lift during a fire; use the stairs.');
    await addText(uma, umas, 'Check that the scene is safe.');
    await publishCourse(ada, published);

    // A person translates the title into Spanish (two more edits: the languages, the translation).
    await translateTitleToSpanish(ada, published);

    // Two threads, one resolved.
    await twoThreadsOneResolved(ada, published);

    // One call to the assistant (the offline provider).
    expect(
      (await ada.post('/ai/questions', { courseId: published, prompt: '', content: '', numberOfQuestions: 1 })).status,
    ).toBe(200);

    // A dispatch learner opens two sessions (a relaunch): one session, one new learner.
    const dispatch = await ada.post(`/scorm/createdispatch/${published}`, { requestedDispatchType: 'scorm12' });
    // The secret its package would carry (building a package needs the built player).
    const secret = dispatchCredentials(JWT_SECRET).secretOf(dispatch.body.dispatchId);
    for (let i = 0; i < 2; i++) {
      const session = await openSession(
        server.url,
        dispatch.body.dispatchId,
        { secret, learnerId: 'learner-7' },
        'https://lms.example.com',
      );
      expect(session.status).toBe(200);
    }
    collaborator = (await collaboratorOf(server.url, ada, published)).api;
  });
  afterAll(async () => server.close());

  it('counts a learner’s view of a published module without sign-in, a reload once', async () => {
    expect((await view(server, published, { via: 'share' })).status).toBe(202);
    // The reload: same address and browser, within the window.
    await eventually(
      () => view(server, published, { via: 'share' }),
      (res) => res.body.recorded === false,
      SETTLE_MS,
    );
    expect((await view(server, published, { via: 'share', viewer: 'tab-second-learner' })).status).toBe(202);
    expect((await view(server, published, { via: 'module', viewer: 'tab-embedded-page' })).status).toBe(202);
    expect((await view(server, draft, { via: 'share' })).status).toBe(404);
    // As SPEC §7's client sends it, with no body: the same learner, so not recorded again.
    const bare = await fetch(`${server.url}/api/courses/views/${published}`, { method: 'PUT' });
    expect([bare.status, (await bare.json()).recorded]).toEqual([202, false]);
    const bad = await view(server, published, { via: 'elsewhere' });
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringMatching(/^Invalid via: /)]);
  });

  it('gives each day’s figures, with empty days as zeros', async () => {
    const from = dayOf(Date.now() - 2 * DAY_MS);
    const res = await eventually(
      () => metricsOf(ada, query(from, today)),
      (r) =>
        r.body.totals?.learnerViews === 4 &&
        r.body.totals.dispatchSessions === 1 &&
        r.body.totals.commentsResolved === 1 &&
        r.body.totals.aiCalls.questions === 1,
      SETTLE_MS,
    );
    expect(res.status).toBe(200);
    const { series, totals } = res.body;
    expect(series.modulesCreated.map((p: Point) => p.period)).toEqual([from, dayOf(Date.now() - DAY_MS), today]);
    expect(series.modulesCreated.map((p: Point) => p.value)).toEqual([0, 0, 3]);
    const todays = Object.fromEntries(
      Object.entries(series)
        .filter(([name]) => name !== 'aiCalls')
        .map(([name, points]) => [name, last(points as Point[])]),
    );
    expect(todays).toEqual({
      modulesCreated: 3,
      modulesEdited: 2,
      edits: 5,
      modulesPublished: 1,
      activeAuthors: 2,
      commentsCreated: 2,
      commentsResolved: 1,
      meanResolutionHours: expect.any(Number),
      learnerViews: 4,
      shareSessions: 2,
      dispatchSessions: 1,
      dispatchNewLearners: 1,
    });
    expect(series.meanResolutionHours[0]).toEqual({ period: from, value: null });
    expect(last(series.aiCalls.questions)).toBe(1);
    expect(series.aiCalls.outline.map((p: Point) => p.value)).toEqual([0, 0, 0]);
    expect(totals).toMatchObject({ modulesCreated: 3, modulesEdited: 2, activeAuthors: 2, learnerViews: 4 });
    expect(totals.aiCalls.questions).toBe(1);
  });

  it('gives each ISO week’s figures, named by its Monday', async () => {
    const from = dayOf(Date.now() - 13 * DAY_MS);
    const res = await metricsOf(ada, query(from, today, 'week'));
    expect(res.status).toBe(200);
    const periods = res.body.series.edits.map((p: Point) => p.period);
    expect(periods[0]).toBe(mondayOf(from));
    expect(periods[periods.length - 1]).toBe(mondayOf(today));
    expect(periods.every((p: string) => new Date(`${p}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(last(res.body.series.edits)).toBe(5);
    expect(last(res.body.series.activeAuthors)).toBe(2);
    expect(res.body.series.edits.slice(0, -1).every((p: Point) => p.value === 0)).toBe(true);
  });

  it('refuses a bad range with a clear 400', async () => {
    const cases: [string, RegExp][] = [
      [query(today, dayOf(Date.now() - DAY_MS)), /^Invalid to: must not be before from/],
      [query('2024-01-01', '2026-01-02'), /^Invalid to: a range covers at most 731 days/],
      [query('2026-02-30', '2026-03-01'), /^Invalid from: /],
      [query('2026-01-01', '2026-01-31', 'month'), /^Invalid bucket: /],
      ['?from=2026-01-01', /^Invalid to: /],
    ];
    for (const [q, message] of cases) {
      const res = await metricsOf(ada, q);
      expect([res.status, res.body.message], q).toEqual([400, expect.stringMatching(message)]);
    }
  });

  it('exports the same figures as CSV: one row per period, one column per series', async () => {
    const from = dayOf(Date.now() - DAY_MS);
    const res = await fetch(`${server.url}/api/admin/metrics/export.csv${query(from, today)}`, {
      headers: { authorization: `Bearer ${adaToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, yesterday, todayRow, end] = (await res.text()).split('\r\n');
    const columns = header!.split(',');
    expect(columns.slice(0, 3)).toEqual(['period', 'modulesCreated', 'edits']);
    expect(columns).toContain('aiCalls.questions');
    const cell = (row: string, name: string) => row.split(',')[columns.indexOf(name)];
    expect(cell(yesterday!, 'period')).toBe(from);
    expect(cell(yesterday!, 'learnerViews')).toBe('0');
    expect(cell(yesterday!, 'meanResolutionHours')).toBe('');
    expect(cell(todayRow!, 'learnerViews')).toBe('4');
    expect(cell(todayRow!, 'aiCalls.questions')).toBe('1');
    expect(end).toBe('');
  });

  it('is for the organisation’s ADMIN only: a USER and a Collaborator get 403, another admin their own figures', async () => {
    const q = query(today, today);
    for (const api of [uma, collaborator]) {
      expect((await metricsOf(api, q)).status).toBe(403);
      expect((await api.get(`/admin/metrics/export.csv${q}`)).status).toBe(403);
      expect((await api.get('/courses/translation-metrics?pageNum=1&pageSize=5')).status).toBe(403);
      expect((await api.get('/courses/transcribe-metrics?pageNum=1&pageSize=5')).status).toBe(403);
    }
    const others = await metricsOf(eve, q);
    expect(others.status).toBe(200);
    expect(others.body.totals).toMatchObject({ modulesCreated: 0, learnerViews: 0, activeAuthors: 0 });
  });

  it('keeps the fixed /courses/… metrics paths apart from /courses/{id}', async () => {
    const translation = await ada.get('/courses/translation-metrics?pageNum=1&pageSize=5');
    expect(translation.status).toBe(200);
    expect(translation.body).toMatchObject({ per: 'language', pageNum: 1, pageSize: 5, total: 1 });
    const transcription = await ada.get('/courses/transcribe-metrics?pageNum=1&pageSize=5');
    expect(transcription.status).toBe(200);
    expect(transcription.body).toMatchObject({ per: 'job', items: [], total: 0, pageNum: 1 });
  });

  it('gives translation and transcription figures per module', async () => {
    const translation = await eventually(
      () => ada.get('/courses/translation-metrics?pageNum=1&pageSize=5&per=module'),
      (r) => r.body.data?.[0]?.human === 1,
      SETTLE_MS,
    );
    expect(translation.body).toMatchObject({ per: 'module', total: 1, pageNum: 1, pageSize: 5 });
    expect(translation.body.data).toEqual([
      expect.objectContaining({
        courseId: published,
        title: 'Fire safety',
        languages: ['es'],
        reviewedLanguages: [],
        human: 1,
        machine: 0,
        translated: 1,
        outdated: 0,
      }),
    ]);
    expect(translation.body.data[0].segments).toBeGreaterThan(1);
    const transcription = await ada.get('/courses/transcribe-metrics?pageNum=1&pageSize=5&per=module');
    expect(transcription.body).toMatchObject({ per: 'module', items: [], total: 0 });
    const bad = await ada.get('/courses/transcribe-metrics?per=lesson');
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringMatching(/^Invalid per: /)]);
  });
});

describe('learner views from one address', () => {
  let server: TestServer;
  afterAll(async () => server?.close());

  it('writes at most LEARNER_VIEWS_PER_HOUR an hour: invented viewer ids cannot inflate the figures', async () => {
    server = await startTestServer({ env: { LEARNER_VIEWS_PER_HOUR: '2' } });
    const { api } = await registerUser(server.url, 'Ada');
    const courseId = await createCourse(api, 'Fire safety');
    await publishCourse(api, courseId);
    const recorded = [];
    for (const viewer of ['tab-aaaaaaaa', 'tab-bbbbbbbb', 'tab-cccccccc'])
      recorded.push((await view(server, courseId, { via: 'share', viewer })).body.recorded);
    expect(recorded).toEqual([true, true, false]);
    const today = dayOf(Date.now());
    const metrics = await eventually(
      () => api.get(`/admin/metrics?from=${today}&to=${today}`),
      (r) => r.body.totals?.learnerViews === 2,
      SETTLE_MS,
    );
    expect(metrics.body.totals).toMatchObject({ learnerViews: 2, shareSessions: 2 });
  });
});
