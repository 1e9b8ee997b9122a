import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcerOf } from '../../../src/platform/eventstore/postgres/announcer';
import { openTestDatabase, usingPostgres } from '../../support/database';
import { waitUntil } from '../../support/eventually';

describe.runIf(usingPostgres)('announcing appends to other processes (PostgreSQL)', () => {
  const channel = 'announcer_test';
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let heard: { payload: string }[];
  let unlisten: () => Promise<void>;

  beforeAll(async () => {
    database = await openTestDatabase();
    heard = [];
    unlisten = await database.listen(channel, (payload) => heard.push({ payload }));
  });
  afterAll(async () => {
    await unlisten();
    await database.close();
  });

  it('a burst of appends announced before its NOTIFY goes out sends that one NOTIFY', async () => {
    const announcer = announcerOf(database, channel);
    heard.length = 0;
    for (let i = 0; i < 200; i++) announcer.announce();
    await announcer.settled();
    // Notifications arrive in commit order: once this marker is heard, every NOTIFY sent before it was.
    await sql`SELECT pg_notify(${channel}, 'marker')`.execute(database.db);
    await waitUntil(async () => heard.at(-1)?.payload === 'marker', 5000);
    expect(heard.filter((h) => h.payload === announcer.origin)).toHaveLength(1);
  });

  it('an append after the last NOTIFY went out gets its own: the last append is always announced', async () => {
    const announcer = announcerOf(database, channel);
    await announcer.settled();
    heard.length = 0;
    for (let i = 0; i < 3; i++) {
      announcer.announce();
      await announcer.settled();
    }
    await sql`SELECT pg_notify(${channel}, 'marker')`.execute(database.db);
    await waitUntil(async () => heard.at(-1)?.payload === 'marker', 5000);
    expect(heard.filter((h) => h.payload === announcer.origin)).toHaveLength(3);
  });
});
