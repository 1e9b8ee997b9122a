import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/platform/db/database';
import { PostgresEventStore } from '../../../src/platform/eventstore/postgres/store';
import { rebuildProjection } from '../../../src/platform/projections/runner';
import { projections } from '../../../src/read-models';
import { createCourse } from '../../support/collaborators';
import { publishCourse, translateTitleToSpanish, twoThreadsOneResolved } from '../../support/course-activity';
import { databaseLabel, openTestDatabase } from '../../support/database';
import { settleFollowers } from '../../support/settle-followers';
import { apiClient, registerUser, startTestServer } from '../../support/server';

/** The read models rebuilt here (most fold a batch at once; the history goes event by event), and their tables in a stable order. */
const BATCHED: Record<string, string[]> = {
  metrics_daily: [
    'SELECT * FROM metrics_daily ORDER BY org_id, day, metric',
    'SELECT * FROM metrics_daily_members ORDER BY org_id, day, set_name, member',
    'SELECT * FROM metrics_comment_threads ORDER BY comment_id',
    'SELECT * FROM metrics_view_marks ORDER BY course_id, viewer',
  ],
  course_content: [
    'SELECT * FROM course_drafts ORDER BY course_id',
    'SELECT * FROM course_published ORDER BY course_id',
    // Which course first wrote a block id is the order of `added` (its numbers go on counting after a rebuild).
    'SELECT course_id, block_id, org_id FROM course_blocks ORDER BY added',
    'SELECT * FROM course_translation_status ORDER BY course_id, lang',
  ],
  audit_log: ['SELECT * FROM audit_log ORDER BY position_commit, position_prepare'],
  course_changes: [
    'SELECT * FROM course_changes ORDER BY course_id, change_id',
    'SELECT * FROM course_change_blocks ORDER BY course_id, block_id',
  ],
};

async function snapshot(database: Database) {
  const tables: Record<string, unknown[]> = {};
  for (const query of Object.values(BATCHED).flat()) tables[query] = (await sql.raw(query).execute(database.db)).rows;
  return tables;
}

/**
 * Live, a projection gets a few events at a time; rebuilt, the whole history in one batch. Both
 * must leave the same rows: a projection that folds a batch in memory counts, merges and orders
 * exactly as event by event.
 */
describe(`batched projections on ${databaseLabel}`, () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let live: Record<string, unknown[]>;

  beforeAll(async () => {
    database = await openTestDatabase();
    // The server must not close the database: the rebuild below runs on it once the server has stopped.
    const server = await startTestServer({ database: { ...database, close: async () => undefined } });
    try {
      const ada = (await registerUser(server.url, 'Ada')).api;
      const bo = (await registerUser(server.url, 'Bo')).api;
      const courses = [await createCourse(ada, 'Fire safety'), await createCourse(ada, 'Ladders')];
      courses.push(await createCourse(bo, 'First aid'));
      // Where each module's last write is, so a read of its draft waits for it.
      const written = new Map<string, string>();
      for (const [n, courseId] of courses.entries()) {
        const author = n === 2 ? bo : ada;
        for (let i = 0; i < 3; i++) {
          const block = { type: 'TextBlockComponent', data: { html: `<p>Paragraph ${i} of ${n}</p>` } };
          const added = await author.post('/blocks/', { courseId, block });
          expect(added.status).toBe(201);
          written.set(courseId, added.body.position);
        }
      }
      // Blocks changed, moved to another section, sections reordered, one deleted: the history names each.
      const ladders = courses[1]!;
      const draft = (await ada.get(`/drafts/${ladders}/latest?after=${written.get(ladders)}`)).body;
      const [kept, target, gone] = draft.course.blocks.slice(-3) as { id: string }[];
      const changed = { ...kept!, data: { html: '<p>Hold the ladder with both hands.</p>' } };
      const change = await ada.put(`/blocks/${kept!.id}`, { block: changed });
      expect(change.status).toBe(200);
      const now = (await ada.get(`/drafts/${ladders}/latest?after=${change.body.position}`)).body;
      const sections = (now.course.sections as { id: string; blocks: string[] }[]).map((section) =>
        section.blocks.includes(target!.id)
          ? { ...section, blocks: [...section.blocks, kept!.id] }
          : { ...section, blocks: section.blocks.filter((b) => b !== kept!.id) },
      );
      const page = now.course.pages[0] as { id: string; sections: string[] };
      const moved = await ada.put('/drafts/', {
        course: {
          id: ladders,
          revision: now.revision,
          blocks: [],
          structure: { pages: [{ id: page.id, sections: [...page.sections].reverse() }], sections },
        },
      });
      expect(moved.status).toBe(200);
      expect((await ada.delete(`/blocks/${gone!.id}`)).status).toBe(200);
      const published = courses[0]!;
      await publishCourse(ada, published);
      await translateTitleToSpanish(ada, published);
      await twoThreadsOneResolved(ada, published);
      for (const viewer of ['tab-learner-one', 'tab-learner-two', 'tab-learner-one'])
        expect((await apiClient(server.url).put(`/courses/views/${published}`, { via: 'share', viewer })).status).toBe(
          202,
        );
      await settleFollowers(database);
      live = await snapshot(database);
    } finally {
      await server.close();
    }
  });
  afterAll(async () => database.close());

  it('a rebuild in one batch leaves every row the live projection left', async () => {
    const store = new PostgresEventStore(database);
    try {
      for (const name of Object.keys(BATCHED)) {
        const projection = projections.find((p) => p.name === name)!;
        await rebuildProjection(database, store, projection);
      }
    } finally {
      await store.close();
    }
    expect(Object.values(live).every((rows) => rows.length > 0)).toBe(true);
    const history = JSON.stringify(live['SELECT * FROM course_changes ORDER BY course_id, change_id']);
    for (const action of ['added', 'changed', 'moved', 'deleted']) expect(history).toContain(`"action":"${action}"`);
    expect(await snapshot(database)).toEqual(live);
  });
});
