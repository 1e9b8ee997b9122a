import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../../src/platform/db/postgres';
import { openTestDatabase } from '../../support/database';
import { apiClient, type LooseJson, registerUser, startTestServer, type TestServer } from '../../support/server';

const shared = Boolean(process.env.DATABASE_URL);
if (!shared) console.log('DATABASE_URL is not set: saves across two instances are skipped (PGlite is one process).');

/**
 * Each instance keeps the course streams it read, and their folded states: a save through one must
 * still see every save made through the other.
 */
describe.skipIf(!shared)('saves through two server instances on one PostgreSQL', () => {
  let a: TestServer;
  let b: TestServer;
  const secret = 'a shared secret that is long enough for HS256 signing';
  beforeAll(async () => {
    const database = await openTestDatabase();
    a = await startTestServer({ database, jwtSecret: secret });
    b = await startTestServer({ database: openPostgres((database as { url: string }).url), jwtSecret: secret });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('each save, undo and conflict takes in what the other instance wrote', async () => {
    const author = await registerUser(a.url);
    const onA = author.api;
    const onB = apiClient(b.url, author.token);
    const created = (await onA.post('/courses/', { course: { title: 'Across' } })).body;
    const block = created.course.blocks.find((x: LooseJson) => x.type === 'TextBlockComponent');
    const save = (api: typeof onA, revision: number, html: string) =>
      api.put('/drafts/', {
        course: { id: created.course.id, revision, blocks: [{ ...block, data: { html } }], updatedBlocks: [block.id] },
      });
    const htmlOf = (body: LooseJson) => body.course.blocks.find((x: LooseJson) => x.id === block.id).data.html;

    const one = await save(onA, created.revision, '<p>one</p>');
    const two = await save(onB, one.body.revision, '<p>two</p>');
    expect([two.status, htmlOf(two.body)]).toEqual([200, '<p>two</p>']);
    const three = await save(onA, two.body.revision, '<p>three</p>');
    expect([three.status, three.body.revision, htmlOf(three.body)]).toEqual([
      200,
      two.body.revision + 1,
      '<p>three</p>',
    ]);

    const stale = await save(onB, one.body.revision, '<p>stale</p>');
    expect(stale.status).toBe(412);
    expect(stale.body.details.conflicts).toEqual([
      { blockId: block.id, theirs: { ...block, data: { html: '<p>three</p>' } } },
    ]);

    const undone = await onB.post(`/courses/${created.course.id}/undo`);
    expect([undone.status, htmlOf(undone.body)]).toEqual([200, '<p>two</p>']);
    const latest = await onA.get(`/courses/${created.course.id}`);
    expect([latest.body.revision, htmlOf(latest.body)]).toEqual([undone.body.revision, '<p>two</p>']);
  });
});
