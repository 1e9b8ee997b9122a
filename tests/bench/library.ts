/**
 * npm run bench:library — the dashboard at scale, on real PostgreSQL (DATABASE_URL, default the
 * local server): an organisation holding 100,000 modules. Prints one JSON document:
 * the course-list projection's catch-up over those modules, and GET /api/courses/list latency
 * (p50/p99) for typical dashboard queries, measured over HTTP against a real server.
 */
import { sql } from 'kysely';
import type { Db } from '../../src/platform/db/database';
import { createTokens } from '../../src/modules/identity/sessions/tokens';
import { PostgresEventStore } from '../../src/platform/eventstore/postgres/store';
import { rebuildProjection } from '../../src/platform/projections/runner';
import { courseListProjection } from '../../src/projections/course-list';
import { openTestDatabase } from '../support/database';
import { startTestServer } from '../support/server';
import { latencySummary, now, progress, round } from './stats';

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const MODULES = Number(process.env.BENCH_LIBRARY_MODULES) || 100_000;
const REQUESTS = 200;
const ORG = 'bench-org';
const SECRET = 'library benchmark secret, long enough for HS256';
const WORDS = [
  'Fire',
  'Safety',
  'Ladder',
  'Onboarding',
  'Welcome',
  'Privacy',
  'Security',
  'Leadership',
  'Sales',
  'Customer',
  'Service',
  'Hygiene',
  'Forklift',
  'Compliance',
  'Ethics',
  'Coaching',
  'Feedback',
  'Wellbeing',
  'Retail',
  'Kitchen',
];
const LABELS = Array.from({ length: 40 }, (_, i) => `label-${i}`);

/** Writes the events straight into the store's table: 2 events per module (created, labelled). */
async function seed(db: Db) {
  const meta = sql`jsonb_build_object('userId', 'bench-user', 'orgId', ${ORG}::text, 'correlationId', 'seed', 'causationId', 'seed', 'changeId', 'seed')`;
  await sql`
    INSERT INTO events (event_id, stream_id, version, type, data, metadata)
    SELECT gen_random_uuid(), 'course-m' || i, 0, 'CourseCreated',
           jsonb_build_object('courseId', 'm' || i, 'orgId', ${ORG}::text, 'createdBy', 'bench-user',
             'title', (${WORDS}::text[])[1 + i % 20] || ' ' || (${WORDS}::text[])[1 + (i * 7) % 20] || ' ' || i,
             'description', 'Module number ' || i), ${meta}
    FROM generate_series(1, ${MODULES}::int) AS i`.execute(db);
  await sql`
    INSERT INTO events (event_id, stream_id, version, type, data, metadata)
    SELECT gen_random_uuid(), 'course-m' || i, 1, 'CourseTagsChanged',
           jsonb_build_object('courseId', 'm' || i, 'tags',
             jsonb_build_array((${LABELS}::text[])[1 + i % 40], (${LABELS}::text[])[1 + (i * 3) % 40])), ${meta}
    FROM generate_series(1, ${MODULES}::int) AS i`.execute(db);
  await sql`INSERT INTO event_streams (stream_id, version) SELECT 'course-m' || i, 1 FROM generate_series(1, ${MODULES}::int) AS i`.execute(
    db,
  );
}

async function main() {
  const database = await openTestDatabase({ poolSize: 10 });
  const store = new PostgresEventStore(database);
  try {
    progress(`seeding ${MODULES} modules (${MODULES * 2} events)`);
    await seed(database.db);
    progress('catching up the course list projection from zero');
    const started = now();
    const { events } = await rebuildProjection(database, store, courseListProjection);
    const catchUpMs = now() - started;
    await sql`ANALYZE course_list`.execute(database.db);

    const server = await startTestServer({ database, jwtSecret: SECRET });
    try {
      // No account behind this token: its session is written straight into the read model the auth check reads.
      await sql`INSERT INTO user_sessions (user_id, session_id) VALUES ('bench-user', 'bench-session')`.execute(
        database.db,
      );
      const token = await createTokens(SECRET).sign({
        sub: 'bench-user',
        org: ORG,
        roles: ['USER'],
        email: 'b@example.com',
        first_name: 'B',
        last_name: 'B',
        sid: 'bench-session',
      });
      const queries = {
        firstPage: 'pageSize=24',
        searchTerm: 'pageSize=24&searchTerm=forklift',
        searchTermWithTypo: 'pageSize=24&searchTerm=forklfit',
        labelFilter: 'pageSize=24&tags=label-7',
        searchTermAndLabelFilter: 'pageSize=24&searchTerm=safety&tags=label-3',
        sortedByTitlePage50: 'pageSize=24&sortBy=title&pageNum=50',
      };
      const latency: Record<string, unknown> = {};
      for (const [name, query] of Object.entries(queries)) {
        const samples: number[] = [];
        let total = 0;
        for (let i = 0; i < REQUESTS; i++) {
          const t = now();
          const res = await fetch(`${server.url}/api/courses/list?${query}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          total = ((await res.json()) as { total: number }).total;
          samples.push(now() - t);
        }
        latency[name] = { query, matches: total, requests: REQUESTS, ...latencySummary(samples) };
        progress(`${name}: ${JSON.stringify(latency[name])}`);
      }
      console.log(
        JSON.stringify(
          {
            database: 'postgres',
            modules: MODULES,
            projectionCatchUp: {
              events,
              elapsedMs: round(catchUpMs, 0),
              eventsPerSec: round(events / (catchUpMs / 1000), 0),
            },
            listLatency: latency,
          },
          null,
          2,
        ),
      );
    } finally {
      await server.close();
    }
  } finally {
    await store.close().catch(() => undefined);
    await database.close();
  }
}

await main();
