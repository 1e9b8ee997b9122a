/**
 * The admin change log with 1,000,000 entries in one organisation: latency of the first page and
 * of a filtered page (person + module + month), of a search page, and the CSV export rate, through
 * the real HTTP API. Then the export of a small organisation (one module) beside OTHER_EVENTS events
 * of another: its time follows the small one's size, not the store's. PostgreSQL when DATABASE_URL
 * is set, else PGlite. Prints one JSON document.
 *
 * The entries are written straight into the audit_log read model in bulk: producing a million
 * events through the API (and projecting them) would take far longer than the figures measured here.
 */
import { sql } from 'kysely';
import type { Db } from '../../src/platform/db/database';
import setupPGliteTemplate from '../support/global-setup';
import { PostgresEventStore } from '../../src/platform/eventstore/postgres/store';
import { registerUser, startTestServer } from '../support/server';
import { latencySummary, now, progress, round } from './stats';

const ENTRIES = Number(process.env.AUDIT_ENTRIES ?? 1_000_000);
const OTHER_EVENTS = Number(process.env.OTHER_EVENTS ?? 100_000);
const PEOPLE = 200;
const MODULES = 5_000;
const RUNS = 200;
const TWO_YEARS_MS = 730 * 86_400_000;
/** Typical entries: (event type, kind, summary). */
const SAMPLES = [
  ['BlockChanged', 'block', 'changed a Text block'],
  ['BlockAdded', 'block', 'added a Question block'],
  ['CourseRenamed', 'module', 'renamed the module'],
  ['CommentAdded', 'comment', 'added a comment'],
  ['SessionStarted', 'sign-in', 'signed in'],
  ['MediaUploaded', 'media', 'uploaded an image'],
  ['SegmentsTranslated', 'translation', 'translated 3 text(s) into es (machine)'],
  ['CoursePublished', 'module', 'published the module'],
  ['CollaboratorInvited', 'collaborator', 'invited a collaborator'],
  ['CustomThemeChanged', 'theme', 'changed a theme'],
];

/**
 * Entry i (1…N) is newer than i-1, spread over two years up to now. Every module has three
 * authors; a sign-in names no module. Names and titles go into their own read models, as the
 * projections write them.
 */
async function seed(db: Db, orgId: string) {
  const types = SAMPLES.map((s) => s[0]!);
  const kinds = SAMPLES.map((s) => s[1]!);
  const summaries = SAMPLES.map((s) => s[2]!);
  const start = new Date(Date.now() - TWO_YEARS_MS);
  // The log names people from the people read model.
  await sql`
    INSERT INTO people (org_id, user_id, kind, email, first_name, last_name, erased)
    SELECT ${orgId}, 'bench-u' || p, 'member', 'u' || p || '@bench.example', 'Person', 'Number ' || p, false
    FROM generate_series(0, ${PEOPLE - 1}::int) AS p`.execute(db);
  await sql`
    INSERT INTO course_list (course_id, org_id, created_by, owner_id, title, description, status, created_at, saved_at, revision)
    SELECT 'bench-m' || m, ${orgId}, 'bench-u0', 'bench-u0', 'Module ' || m, '', 'draft', ${start}, ${start}, 0
    FROM generate_series(0, ${MODULES - 1}::int) AS m`.execute(db);
  const chunk = 100_000;
  for (let from = 1; from <= ENTRIES; from += chunk) {
    const to = Math.min(ENTRIES, from + chunk - 1);
    await sql`
      INSERT INTO audit_log (position_commit, position_prepare, org_id, recorded_at, actor_id, course_id,
                             stream_id, revision, event_type, kind, summary)
      SELECT i, i, ${orgId}, ${start}::timestamptz + (i * ${TWO_YEARS_MS / ENTRIES} * interval '1 millisecond'),
             'bench-u' || ((m * 13 + i % 3) % ${PEOPLE}),
             CASE WHEN s = 5 THEN NULL ELSE 'bench-m' || m END,
             CASE WHEN s = 5 THEN 'login-' || m ELSE 'course-bench-m' || m END,
             CASE WHEN s = 5 THEN NULL ELSE i / ${MODULES} END,
             (${types}::text[])[s], (${kinds}::text[])[s], (${summaries}::text[])[s]
      FROM (SELECT i, (i * 48271) % ${MODULES} AS m, 1 + (i * 7) % ${SAMPLES.length} AS s
            FROM generate_series(${from}::bigint, ${to}::bigint) AS i) AS g`.execute(db);
    progress(`seeded ${to} entries`);
  }
  await sql`ANALYZE audit_log`.execute(db);
  await sql`ANALYZE users`.execute(db);
  await sql`ANALYZE course_list`.execute(db);
}

/**
 * A GET, sent again once if its kept-alive connection was closed under it: with PGlite the writes
 * above hold this process's event loop for seconds, past the server's keep-alive time-out.
 */
const getOnce = (url: string, init?: RequestInit) =>
  fetch(url, init).catch((error: { cause?: { code?: string } }) => {
    if (error.cause?.code !== 'ECONNRESET') throw error;
    return fetch(url, init);
  });

async function timed(runs: number, call: (i: number) => Promise<Response>) {
  const samples: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    const t = now();
    const res = await call(i);
    const body = (await res.json()) as { entries: unknown[] };
    samples.push(now() - t);
    if (res.status !== 200) throw new Error(`status ${res.status}: ${JSON.stringify(body)}`);
    rows += body.entries.length;
  }
  return { ...latencySummary(samples), meanEntriesPerPage: round(rows / runs, 1) };
}

async function main() {
  console.log = (...args: unknown[]) => console.error(...args);
  if (!process.env.DATABASE_URL) await setupPGliteTemplate();
  const server = await startTestServer();
  try {
    const admin = await registerUser(server.url, 'Auditor');
    const { currentOrg } = (await admin.api.get('/users/user-info')).body as { currentOrg: string };
    progress(`seeding ${ENTRIES} entries (straight into the read model)`);
    const seedStarted = now();
    await seed(server.database.db, currentOrg);
    const seedSeconds = round((now() - seedStarted) / 1000, 1);
    const get = (query: string) =>
      fetch(`${server.url}/api/admin/audit${query}`, { headers: { authorization: `Bearer ${admin.token}` } });

    progress('first page');
    const firstPage = await timed(RUNS, () => get('?limit=50'));
    progress('filtered page: person + module + month');
    const month = (i: number) => {
      const start = new Date(Date.now() - ((i % 24) + 1) * 30 * 86_400_000);
      return { from: start.toISOString(), to: new Date(start.getTime() + 30 * 86_400_000).toISOString() };
    };
    const filteredPage = await timed(RUNS, (i) => {
      const m = (i * 97) % MODULES;
      const person = `bench-u${(m * 13 + (i % 3)) % PEOPLE}`;
      const { from, to } = month(i);
      return get(`?limit=50&person=${person}&module=bench-m${m}&from=${from}&to=${to}`);
    });
    progress('search page (bounded window)');
    const searchPage = await timed(Math.min(RUNS, 50), (i) => get(`?limit=50&q=${i % 2 ? 'question' : 'Module 42'}`));

    progress('CSV export of the whole log');
    const exportStarted = now();
    const res = await fetch(`${server.url}/api/admin/audit/export.csv`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    let lines = 0;
    let bytes = 0;
    const reader = res.body!.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const b of value) if (b === 10) lines++;
    }
    const exportSeconds = (now() - exportStarted) / 1000;
    const exportedRows = lines - 1;

    progress(`organisation export of a small organisation beside ${OTHER_EVENTS} events of another`);
    const small = await registerUser(server.url, 'Small');
    await small.api.post('/courses/', { course: { title: 'The one module' } });
    const raw = new PostgresEventStore(server.database);
    for (let written = 0; written < OTHER_EVENTS; written += 500) {
      const events = Array.from({ length: Math.min(500, OTHER_EVENTS - written) }, () => ({
        type: 'UsageTracked',
        data: { eventType: 'page', name: 'user.page.experienced', page: 'HOME' },
        metadata: { orgId: currentOrg, userId: 'bench-u0' },
      }));
      await raw.appendToStream(`usage-bench-${written % 50}`, events, { expectedVersion: 'any' });
    }
    await raw.close();
    // Timed once every read model has taken them in (what an export waits for is its own index).
    for (;;) {
      const ready = (await (await getOnce(`${server.url}/api/ready`)).json()) as {
        checks?: { leases?: Record<string, { eventsBehind: number }> };
      };
      if (Object.values(ready.checks?.leases ?? { x: { eventsBehind: 1 } }).every((l) => l.eventsBehind === 0)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const exportTimes: number[] = [];
    let zipBytes = 0;
    for (let run = 0; run < 5; run++) {
      const started = now();
      const zip = await getOnce(`${server.url}/api/admin/personal-data/export.zip`, {
        headers: { authorization: `Bearer ${small.token}` },
      });
      zipBytes = (await zip.arrayBuffer()).byteLength;
      exportTimes.push(now() - started);
    }

    process.stdout.write(
      `${JSON.stringify(
        {
          bench: 'audit',
          database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
          entries: ENTRIES,
          people: PEOPLE,
          modules: MODULES,
          note: 'entries inserted straight into the audit_log read model (a million events through the API would take far longer); latencies through HTTP, 50 entries a page',
          seedSeconds,
          firstPage,
          filteredPage: { filter: 'person + module + 30 days', ...filteredPage },
          searchPage: { filter: 'q (at most 10,000 entries read per request)', ...searchPage },
          csvExport: {
            rows: exportedRows,
            megabytes: round(bytes / 1e6, 1),
            seconds: round(exportSeconds, 1),
            rowsPerSecond: Math.round(exportedRows / exportSeconds),
          },
          organisationExport: {
            note: 'a new organisation with one module, in a store holding OTHER_EVENTS events of another',
            otherEvents: OTHER_EVENTS,
            zipBytes,
            firstMs: round(exportTimes[0]!),
            ...latencySummary(exportTimes.slice(1)),
          },
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await server.close();
  }
}

await main();
