import { sql } from 'kysely';
import { createTokens } from '../../src/modules/identity/sessions/tokens';
import { startTestServer } from '../support/server';
import { openBenchDatabase } from './database';
import { LABELS, seedLibrary } from './library-seed';
import { latencySummary, now, progress, round } from './stats';
import { timedGets } from './timed-gets';

const ORG = 'bench-org';
/** Untimed calls before each kind's timed ones (timed-gets.ts). */
const WARM_UP = 20;
const USER = 'bench-author-0';
const SECRET = 'library benchmark secret, long enough for HS256';

/** The dashboard's list calls, as src/web/api/courses.ts builds them; each kind cycles through a few values. */
const dashboard = (params: Record<string, string>) =>
  `/api/courses/list?${new URLSearchParams({ pageNum: '1', pageSize: '24', searchTerm: '', sortBy: 'savedAt', filter: 'all', ...params })}`;
const QUERIES: Record<string, string[]> = {
  firstPage: [dashboard({})],
  labelFilter: LABELS.slice(0, 8).map((tags) => dashboard({ tags })),
  sortedByTitlePage50: [dashboard({ sortBy: 'title', pageNum: '50' })],
  search: ['forklift', 'privacy', 'kitchen safety', 'negotiation'].map((searchTerm) => dashboard({ searchTerm })),
  typoSearch: ['forklfit', 'privasy', 'kitchn safty', 'negotation'].map((searchTerm) => dashboard({ searchTerm })),
  searchAndLabelFilter: [dashboard({ searchTerm: 'safety', tags: LABELS[1]! })],
};

/**
 * The library at scale: one organisation holding `modules` modules (written straight into the read
 * models, see library-seed.ts), and GET /api/courses/list latency per query kind over HTTP against
 * a real server, as the dashboard calls it, from a load thread of its own (timed-gets.ts).
 */
export async function benchLibrary(options: { smoke?: boolean; modules?: number; requests?: number } = {}) {
  const modules = options.modules ?? (options.smoke ? 2_000 : 100_000);
  const requests = options.requests ?? (options.smoke ? 20 : 200);
  const database = await openBenchDatabase({ poolSize: 10 });
  try {
    progress(`library: seeding ${modules} modules in one organisation`);
    const seedStarted = now();
    await seedLibrary(database.db, ORG, modules, 'bench-author-');
    await sql`INSERT INTO course_favourites (user_id, course_id, created_at)
              SELECT ${USER}, 'lib-' || i, now() FROM generate_series(1, ${modules}::int, 97) AS i`.execute(
      database.db,
    );
    // No password behind this account: its session is written straight into the read model the auth check reads.
    await sql`INSERT INTO user_sessions (user_id, session_id) VALUES (${USER}, 'bench-session')`.execute(database.db);
    const seedMs = now() - seedStarted;

    const server = await startTestServer({ database, jwtSecret: SECRET });
    try {
      const token = await createTokens(SECRET).sign({
        sub: USER,
        org: ORG,
        roles: ['USER'],
        email: 'b@example.com',
        first_name: 'B',
        last_name: 'B',
        sid: 'bench-session',
      });
      const latency: Record<string, unknown> = {};
      for (const [kind, paths] of Object.entries(QUERIES)) {
        const { samples, last } = await timedGets({ origin: server.url, token, paths, requests, warmUp: WARM_UP });
        latency[kind] = { requests, lastMatches: (last as { total: number }).total, ...latencySummary(samples) };
        progress(`library: ${kind} ${JSON.stringify(latency[kind])}`);
      }
      return { modules, seedMs: round(seedMs, 0), seededBy: 'INSERT … SELECT into the read models', latency };
    } finally {
      await server.close();
    }
  } finally {
    // The server closes the database it was given; this covers a failure before it started.
    await database.close().catch(() => undefined);
  }
}
