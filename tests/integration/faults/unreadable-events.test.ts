import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseStream } from '../../../src/modules/courses/events';
import { PostgresEventStore } from '../../../src/platform/eventstore/postgres/store';
import { positionToString } from '../../../src/platform/eventstore/types';
import { eventually } from '../../support/eventually';
import { registerOperator } from '../../support/operators';
import { type apiClient, type LooseJson, registerUser, startTestServer, type TestServer } from '../../support/server';

const OPERATOR_EMAIL = 'operator-of-unreadable@example.org';

type User = Awaited<ReturnType<typeof registerUser>>;

/**
 * Events written before every event was checked on append, or by hand: planted straight into the
 * store, past the check, as an old XLIFF import left one.
 */
describe('an event the product cannot read, in one organisation’s history', () => {
  let server: TestServer;
  /** The store underneath, without the check on append. */
  let raw: PostgresEventStore;
  let ada: User;
  let bea: User;
  let operator: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    server = await startTestServer({ env: { INSTANCE_ADMINS: OPERATOR_EMAIL } });
    raw = new PostgresEventStore(server.database);
    ada = await registerUser(server.url, 'Ada');
    bea = await registerUser(server.url, 'Bea');
    operator = (await registerOperator(server, OPERATOR_EMAIL)).api;
  });
  afterAll(async () => {
    await raw?.close();
    await server?.close();
  });

  it('a module whose history holds one still opens and saves, and says what it could not read; another organisation is untouched', async () => {
    const created = (await ada.api.post('/courses/', { course: { title: 'Imported long ago' } })).body;
    const courseId = created.course.id as string;
    await ada.api.post(`/courses/selectedLanguages/${courseId}`, { languages: ['en', 'es'] });
    const orgId = (await ada.api.get('/users/user-info')).body.currentOrg as string;
    const planted = await raw.appendToStream(
      courseStream(courseId),
      [
        {
          type: 'SegmentsTranslated',
          data: {
            courseId,
            sourceLanguage: 'en',
            language: 'es',
            origin: 'import',
            segments: [{ id: 'title', text: 'x'.repeat(100_001), source: 'Imported long ago', sourceHash: 'h' }],
          },
          metadata: { userId: 'u', orgId, correlationId: 'c', causationId: 'c', changeId: 'planted' },
        },
      ],
      { expectedVersion: 'any' },
    );

    const opened = await ada.api.get(`/courses/${courseId}`);
    expect(opened.status).toBe(200);
    expect(opened.body.course.unreadableChanges).toEqual([
      {
        revision: planted.nextVersion,
        type: 'SegmentsTranslated',
        savedAt: expect.any(String),
        reason: expect.stringMatching(/^segments\.0\.text: /),
      },
    ]);
    const latest = await ada.api.get(`/drafts/${courseId}/latest?after=${positionToString(planted.position)}`);
    expect(latest.status).toBe(200);
    expect(latest.body.course.unreadableChanges).toHaveLength(1);
    const renamed = await ada.api.put(`/courses/${courseId}`, { course: { title: 'Still works' } });
    expect([renamed.status, renamed.body.course.title]).toEqual([200, 'Still works']);
    expect((await ada.api.get(`/courses/${courseId}/history`)).status).toBe(200);

    const other = (await bea.api.post('/courses/', { course: { title: 'Someone else' } })).body;
    const theirs = await bea.api.get(`/drafts/${other.course.id}/latest?after=${other.position}`);
    expect([theirs.status, theirs.body.course.title]).toEqual([200, 'Someone else']);
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
  });

  it('a read model that cannot apply one sets its stream aside, says so in readiness and to operators, and goes on for everyone else', async () => {
    const adaOrg = (await ada.api.get('/users/user-info')).body.currentOrg as string;
    const planted = await raw.appendToStream(
      'theme-planted',
      [
        {
          type: 'CustomThemeCreated',
          data: { themeId: 'planted', orgId: adaOrg, name: null, look: {} },
          metadata: { userId: 'u', orgId: adaOrg, correlationId: 'c', causationId: 'c', changeId: 'planted' },
        },
      ],
      { expectedVersion: 'no_stream' },
    );
    const ready = await eventually(
      async () => (await fetch(`${server.url}/api/ready`)).json() as Promise<LooseJson>,
      (r) => r.checks?.setAside?.length > 0,
      10_000,
    );
    expect(ready.status).toBe('ready');
    expect(ready.checks.setAside).toEqual([
      expect.objectContaining({ projection: 'custom_themes', stream: 'theme-planted', events: 1 }),
    ]);
    expect(ready.checks.projections.custom_themes).toBe('running');

    const beaTheme = await bea.api.post('/themes', { name: 'Bea’s own' });
    expect(beaTheme.status).toBe(201);
    const listed = await eventually(
      () => bea.api.get('/themes'),
      (r) => r.body.themes.some((t: { name: string }) => t.name === 'Bea’s own'),
    );
    expect(listed.body.themes.map((t: { name: string }) => t.name)).toContain('Bea’s own');

    const work = await operator.get('/admin/instance/work');
    expect(work.body.setAside).toEqual([
      expect.objectContaining({
        projection: 'custom_themes',
        stream: 'theme-planted',
        firstType: 'CustomThemeCreated',
      }),
    ]);
    expect((await ada.api.post('/admin/instance/set-aside/replay', {})).status).toBe(403);
    // Not fixed yet: the replay says so, and it stays set aside.
    const replay = await operator.post('/admin/instance/set-aside/replay', { projection: 'custom_themes' });
    expect(replay.body).toEqual({
      replayed: 0,
      failed: [{ projection: 'custom_themes', stream: 'theme-planted', reason: expect.any(String) }],
    });
    expect((await operator.get('/admin/instance/work')).body.setAside[0].events).toBe(1);
    expect(planted.nextVersion).toBe(0);
  });
});
