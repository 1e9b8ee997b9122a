import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/platform/db/database';
import type { RecordedEvent } from '../../../src/platform/eventstore/types';
import { courseListProjection } from '../../../src/modules/courses/read-models/course-list';
import { openTestDatabase } from '../../support/database';

/** A fixed pseudo-random walk over a few modules of two organisations, with stale repeats mixed in. */
function history(count: number): RecordedEvent[] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const labels = ['Safety', 'HR', 'Fire', 'safety', 'Onboarding'];
  const versions = new Map<string, number>();
  const events: RecordedEvent[] = [];
  const at = (i: number) => new Date(Date.UTC(2026, 10, 24, 9, 0, i)).toISOString();
  for (let i = 0; i < count; i++) {
    const courseId = `c${Math.floor(next() * 6)}`;
    const streamId = `course-${courseId}`;
    const version = versions.get(streamId);
    let event: Pick<RecordedEvent, 'type' | 'data' | 'version'>;
    if (version !== undefined && next() < 0.08) {
      event = pick(events.filter((e) => e.streamId === streamId)); // a stale repeat, or a second creation
    } else if (version === undefined || next() < 0.03) {
      const orgId = Number(courseId.slice(1)) % 2 ? 'o1' : 'o2';
      const data = { courseId, orgId, createdBy: 'u1', title: `Course ${courseId} ${i}`, description: 'First words' };
      event = { type: 'CourseCreated', data, version: (version ?? -1) + 1 };
    } else {
      const changes: Array<[string, Record<string, unknown>]> = [
        ['CourseRenamed', { title: `Renamed ${pick(['fire', 'ladder', 'safety'])} ${i}` }],
        ['CourseDescribed', { description: `About ${pick(['heights', 'burns', ''])}` }],
        ['CourseTagsChanged', { tags: [pick(labels), pick(labels), ...(next() < 0.5 ? [pick(labels)] : [])] }],
        ['CourseThumbnailChanged', { thumbnail: pick([null, { url: `/t/${i}.png`, alt: 'x' }, undefined]) }],
        ['CourseThumbnailDrafted', { url: pick([null, `/d/${i}.png`]) }],
        ['CourseThumbnailPublished', { url: `/p/${i}.png` }],
        ['CourseDeleted', { deletedAt: at(i) }],
        ['CourseRestored', {}],
        ['CourseOwnerChanged', { ownerId: pick(['u1', 'u2']) }],
        ['DraftingStarted', {}],
        ['CoursePublished', {}],
        ['CourseUnpublished', {}],
      ];
      const [type, data] = pick(changes);
      event = { type, data: { courseId, ...data }, version: version + 1 };
    }
    versions.set(streamId, Math.max(version ?? -1, event.version));
    events.push({
      ...event,
      id: randomUUID(),
      streamId,
      metadata: {},
      position: { commit: BigInt(i + 1), prepare: 0n },
      recordedAt: new Date(at(i)),
    });
  }
  return events;
}

async function tables(database: Database) {
  const read = async (query: ReturnType<typeof sql>) => (await query.execute(database.db)).rows;
  return {
    courses: await read(sql`
      SELECT course_list.*, thumbnail::text AS thumbnail_text, search_vector::text AS search_vector
      FROM course_list ORDER BY course_id`),
    labels: await read(sql`SELECT * FROM course_labels ORDER BY org_id, tag`),
    words: await read(sql`SELECT * FROM course_words ORDER BY org_id, word`),
  };
}

describe('course_list in batches', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('a batch leaves the same rows, label counts and words as its events applied one by one', async () => {
    const events = history(400);
    for (const event of events)
      await database.db.transaction().execute((trx) => courseListProjection.apply(trx, event));
    const oneByOne = await tables(database);
    expect(oneByOne.courses.length).toBeGreaterThan(3);
    expect(oneByOne.labels.length).toBeGreaterThan(0);

    await database.db.transaction().execute((trx) => courseListProjection.reset(trx));
    const sizes = [1, 7, 50, 200];
    for (let from = 0, n = 0; from < events.length; from += sizes[n++ % sizes.length]!) {
      const batch = events.slice(from, from + sizes[n % sizes.length]!);
      await database.db.transaction().execute((trx) => courseListProjection.applyBatch!(trx, batch));
    }
    expect(await tables(database)).toEqual(oneByOne);
  });
});
