import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/platform/db/database';
import { PostgresEventStore } from '../../../src/platform/eventstore/postgres/store';
import { positionToString } from '../../../src/platform/eventstore/types';
import { writeCheckpoint } from '../../../src/platform/projections/checkpoints';
import { lagsOf, leasesWithLag } from '../../../src/platform/subscriptions/lag';
import { openTestDatabase } from '../../support/database';

describe('how far each piece of work is behind the store, from its shared checkpoint', () => {
  let database: Database;
  let store: PostgresEventStore;
  beforeAll(async () => {
    database = await openTestDatabase();
    store = new PostgresEventStore(database);
  });
  afterAll(async () => database.close());

  it('counts the events past each checkpoint (a projection’s without the projection: of its lease); none without one', async () => {
    const write = (n: number) =>
      store.appendToStream(`lag-${n}`, [{ type: 'Happened', data: { n }, metadata: {} }], {
        expectedVersion: 'no_stream',
      });
    const first = await write(1);
    for (let n = 2; n <= 5; n++) await write(n);
    const last = await write(6);
    await writeCheckpoint(database.db, 'course_list', first.position);
    await writeCheckpoint(database.db, 'relay', last.position);

    expect(await lagsOf(database.db, store, ['projection:course_list', 'relay', 'lti:scores'])).toEqual({
      'projection:course_list': { eventsBehind: 5, atLeast: false, checkpoint: positionToString(first.position) },
      relay: { eventsBehind: 0, atLeast: false, checkpoint: positionToString(last.position) },
      'lti:scores': { eventsBehind: 0, atLeast: false, checkpoint: null },
    });
  });

  it('lists every lease this instance knows of with its holder and lag', async () => {
    const held = await database.leases.take('projection:course_list', new AbortController().signal);
    const leases = await leasesWithLag(database, store);
    expect(leases['projection:course_list']).toEqual({
      holder: expect.stringMatching(/:\d+$/),
      eventsBehind: 5,
      atLeast: false,
    });
    await held.release();
  });
});
