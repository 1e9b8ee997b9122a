import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStore } from '../../../src/start/open-platform';
import { loadConfig } from '../../../src/platform/config';
import { rebuildProjection } from '../../../src/platform/projections/runner';
import { projections } from '../../../src/read-models';
import type { Database } from '../../../src/platform/db/database';
import { createCourse } from '../../support/collaborators';
import { openTestDatabase } from '../../support/database';
import { waitUntil } from '../../support/eventually';
import { apiClient, registerUser, startTestServer, type TestServer } from '../../support/server';

let server: TestServer;

const EVENT_COLUMNS = sql.raw('position, event_id, stream_id, version, type, data, metadata, recorded_at');

/** Every table of the database whose rows, as text, contain `needle` (the event store's included). */
async function tablesHolding(database: Database, needle: string): Promise<string[]> {
  const { db } = database;
  const { rows: tables } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(db);
  const holding: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM ${sql.table(table_name)} t WHERE t::text ILIKE ${`%${needle}%`}`.execute(db);
    if (rows[0]!.n > 0) holding.push(table_name);
  }
  return holding;
}

/** The organisation's export, unzipped (Debian's unzip): every file's text joined. */
async function exportedText(token: string): Promise<{ files: string[]; text: string }> {
  const res = await fetch(`${server.url}/api/admin/personal-data/export.zip`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  const dir = mkdtempSync(join(tmpdir(), 'org-export-'));
  writeFileSync(join(dir, 'export.zip'), Buffer.from(await res.arrayBuffer()));
  execFileSync('unzip', ['-q', 'export.zip', '-d', 'out'], { cwd: dir });
  const files = readdirSync(join(dir, 'out'), { recursive: true, encoding: 'utf8' }).sort();
  const text = files
    .filter((f) => f.endsWith('.json'))
    .map((f) => readFileSync(join(dir, 'out', f), 'utf8'))
    .join('\n');
  return { files, text };
}

describe('personal data: sealed in events, exported, erased', () => {
  const surname = `Quistgaard${randomUUID().slice(0, 6)}`;
  const first = `Zebulon${randomUUID().slice(0, 6)}`;
  const email = `zq-${randomUUID()}@example.com`;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  let zeb: { id: string; token: string };
  let courseId: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await registerUser(server.url, 'Alice');
    const invite = await admin.api.post('/organization/invites');
    const joined = await apiClient(server.url).post('/auth/register', {
      email,
      password: 'zebulon password',
      first_name: first,
      last_name: surname,
      inviteToken: invite.body.token,
    });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const zebApi = apiClient(server.url, joined.body.token);
    zeb = { id: (await zebApi.get('/users/user-info')).body.id, token: joined.body.token };
    courseId = await createCourse(zebApi, 'Zebulon’s module');
    const own = await zebApi.post('/comments/', { courseId, blockId: 'block-1', content: 'My first note' });
    expect(own.status).toBe(201);
    expect(own.body.comment.author.name).toBe(`${first} ${surname}`);
    const mention = await admin.api.post('/comments/', {
      courseId,
      blockId: 'block-1',
      content: 'Over to you',
      mentions: [{ userId: zeb.id, name: `${first} ${surname}`, avatarColor: '#2563EB' }],
    });
    expect(mention.status).toBe(201);
    expect((await apiClient(server.url).post('/auth/login', { email, password: 'wrong' })).status).toBe(401);
  });
  afterAll(async () => server.close());

  it('keeps no name or email in the clear in the event store: they are sealed with the person’s key', async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM events WHERE data::text LIKE '%sealed:v1:%'`.execute(server.database.db);
    expect(rows[0]!.n).toBeGreaterThan(3);
    for (const needle of [surname, first, email]) {
      const { rows: clear } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM events WHERE data::text ILIKE ${`%${needle}%`}`.execute(server.database.db);
      expect(clear[0]!.n, needle).toBe(0);
    }
    // …while everything that reads them sees them: the members list, the log, the export.
    const members = (await admin.api.get('/organization/members')).body.members;
    expect(members.map((m: { email: string }) => m.email)).toContain(email);
    const { text } = await exportedText(admin.token);
    expect(text).toContain(surname);
    expect(text).not.toContain('"passwordHash": "$');
  });

  it('exports the organisation: one JSON file per stream, a manifest, and no one else’s streams', async () => {
    const other = await registerUser(server.url, 'Otto');
    await createCourse(other.api, 'Otto’s own module');
    const { files, text } = await exportedText(admin.token);
    expect(files).toContain('manifest.json');
    expect(files.some((f) => f === `streams/course-${courseId}.json`)).toBe(true);
    expect(text).toContain('Zebulon’s module');
    expect(text).not.toContain('Otto’s own module');
    expect(text).not.toContain(other.email);
  });

  it('erases a person: gone from every table, every replay and the export; the log says "deleted user"', async () => {
    const people = (await admin.api.get('/admin/people')).body.people;
    expect(people).toContainEqual({ id: zeb.id, kind: 'member', name: `${first} ${surname}`, email, erased: false });
    expect((await admin.api.post(`/admin/people/${zeb.id}/erase`)).status).toBe(200);

    for (const needle of [surname, first, email])
      expect(await tablesHolding(server.database, needle), needle).toEqual([]);
    expect((await apiClient(server.url).post('/auth/login', { email, password: 'zebulon password' })).status).not.toBe(
      200,
    );
    expect((await apiClient(server.url, zeb.token).get('/users/user-info')).status).toBe(401);

    const threads = (await admin.api.get(`/comments/course/${courseId}`)).body;
    const text = JSON.stringify(threads);
    expect(text).not.toContain(surname);
    expect(text).toContain('deleted user');

    let log: Array<{ actor: { id: string; name: string }; subject?: { name: string }; type: string }> = [];
    await waitUntil(async () => {
      log = (await admin.api.get('/admin/audit?limit=200')).body.entries;
      return log.some((e) => e.type === 'PersonalDataErased');
    }, 10_000);
    const byZeb = log.filter((e) => e.actor.id === zeb.id);
    expect(byZeb.length).toBeGreaterThan(2);
    expect(new Set(byZeb.map((e) => e.actor.name))).toEqual(new Set(['deleted user']));
    expect(log.find((e) => e.type === 'PersonalDataErased')).toMatchObject({
      actor: { name: 'Alice Tester' },
      subject: { name: 'deleted user' },
    });
    expect((await exportedText(admin.token)).text).not.toContain(surname);
    expect((await admin.api.post(`/admin/people/${zeb.id}/erase`)).status).toBe(409);
  });

  it('a full replay of the store into empty read models brings nothing of the erased person back', async () => {
    // The running server holds its read models; the replay goes into a second database holding the same store and keys.
    const replica = await openTestDatabase();
    try {
      // Events keep their order but take the replica's transaction id: the store reads only what is committed there.
      const copied = { personal_data_keys: sql`*`, events: EVENT_COLUMNS };
      for (const [table, columns] of Object.entries(copied)) {
        const { rows } = await sql<{ rows: unknown }>`
          SELECT coalesce(jsonb_agg(to_jsonb(t)), '[]') AS rows FROM ${sql.table(table)} t`.execute(server.database.db);
        await sql`INSERT INTO ${sql.table(table)} ${table === 'events' ? sql`(${columns})` : sql``}
                  SELECT ${columns} FROM jsonb_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(rows[0]!.rows)}::jsonb)`.execute(
          replica.db,
        );
      }
      const store = await openEventStore(loadConfig({}), replica);
      let replayed = 0;
      for (const projection of projections) replayed += (await rebuildProjection(replica, store, projection)).events;
      expect(replayed).toBeGreaterThan(10);
      for (const needle of [surname, first, email]) expect(await tablesHolding(replica, needle), needle).toEqual([]);
      const { rows: named } = await sql<{ first_name: string; erased: boolean }>`
        SELECT first_name, erased FROM people WHERE user_id = ${zeb.id}`.execute(replica.db);
      expect(named).toEqual([{ first_name: 'deleted user', erased: true }]);
      const { rows: comments } = await sql<{ author: { name: string } }>`
        SELECT author FROM comments WHERE author->>'id' = ${zeb.id}`.execute(replica.db);
      expect(comments.map((c) => c.author.name)).toEqual(['deleted user']);
    } finally {
      await replica.close();
    }
  });

  it('refuses erasing oneself, and anyone the organisation does not know', async () => {
    const me = (await admin.api.get('/users/user-info')).body.id;
    const self = await admin.api.post(`/admin/people/${me}/erase`);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot erase yourself: ask another administrator.');
    const stranger = await registerUser(server.url, 'Stranger');
    const strangerId = (await stranger.api.get('/users/user-info')).body.id;
    expect((await admin.api.post(`/admin/people/${strangerId}/erase`)).status).toBe(404);
  });
});
