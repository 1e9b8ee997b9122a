import { sql } from 'kysely';
import { PostgresEventStore } from '../../src/platform/eventstore/postgres/store';
import { comparePositions, START } from '../../src/platform/eventstore/types';
import { rebuildProjection } from '../../src/platform/projections/runner';
import { courseListProjection } from '../../src/modules/courses/read-models/course-list';
import { openBenchDatabase } from './database';
import { now, progress, round } from './stats';

/**
 * Catch-up from zero: the store is filled with course events in big appends (setup, timed only
 * for information), then the course list is rebuilt from the whole store, which is what a new or
 * reset projection does before it goes live.
 */
export async function benchProjectionCatchUp(
  options: { totalEvents?: number; eventsPerStream?: number; setupConcurrency?: number; smoke?: boolean } = {},
) {
  const totalEvents = options.smoke ? 2000 : (options.totalEvents ?? 100_000);
  const eventsPerStream = options.eventsPerStream ?? 100;
  const streams = Math.ceil(totalEvents / eventsPerStream);
  const database = await openBenchDatabase();
  const store = new PostgresEventStore(database);
  try {
    progress(
      `projection: appending ${totalEvents} events over ${streams} course streams (${eventsPerStream} per append)`,
    );
    const orgs = ['org-a', 'org-b', 'org-c', 'org-d'];
    let nextStream = 0;
    let written = 0;
    let lastPosition = START;
    const setupStarted = now();
    // PGlite serialises everything anyway; PostgreSQL gets a few writers to fill it faster.
    const setupConcurrency = options.setupConcurrency ?? (database.kind === 'postgres' ? 4 : 1);
    await Promise.all(
      Array.from({ length: setupConcurrency }, async () => {
        for (let s = nextStream++; s < streams; s = nextStream++) {
          const courseId = `bench${String(s).padStart(6, '0')}`;
          const orgId = orgs[s % orgs.length]!;
          const metadata = { userId: 'bench-user', orgId, correlationId: `setup-${s}`, changeId: `setup-${s}` };
          const count = Math.min(eventsPerStream, totalEvents - s * eventsPerStream);
          const events = Array.from({ length: count }, (_, v) =>
            v === 0
              ? {
                  type: 'CourseCreated',
                  data: {
                    courseId,
                    orgId,
                    createdBy: 'bench-user',
                    title: `Course ${s}`,
                    description: `Description of course ${s}`,
                  },
                  metadata,
                }
              : { type: 'CourseRenamed', data: { courseId, title: `Course ${s} rev ${v}` }, metadata },
          );
          const { position } = await store.appendToStream(`course-${courseId}`, events, {
            expectedVersion: 'no_stream',
          });
          if (comparePositions(position, lastPosition) > 0) lastPosition = position;
          written += count;
          if (s > 0 && s % 200 === 0) progress(`projection: setup ${written}/${totalEvents}`);
        }
      }),
    );
    // A transaction still open elsewhere on the server hides newer events from readers; wait for it.
    while (comparePositions(await store.headPosition(), lastPosition) < 0) await new Promise((r) => setTimeout(r, 50));
    const setupMs = now() - setupStarted;
    progress(`projection: setup took ${round(setupMs / 1000, 1)} s; rebuilding ${courseListProjection.name}`);

    const started = now();
    const { events } = await rebuildProjection(database, store, courseListProjection);
    const elapsedMs = now() - started;
    const { rows } = await sql<{ n: string | number }>`SELECT count(*) AS n FROM course_list`.execute(database.db);
    const result = {
      events,
      streams,
      courseListRows: Number(rows[0]?.n ?? 0),
      elapsedMs: round(elapsedMs, 0),
      eventsPerSec: round((events / elapsedMs) * 1000, 0),
      setup: {
        eventsPerAppend: eventsPerStream,
        elapsedMs: round(setupMs, 0),
        eventsPerSec: round((written / setupMs) * 1000, 0),
      },
    };
    progress(`projection: ${events} events in ${round(elapsedMs / 1000, 1)} s → ${result.eventsPerSec} events/s`);
    return result;
  } finally {
    await store.close();
    await database.close();
  }
}
