import { withCachedStreamReads } from '../../../src/platform/eventstore/cached-reads';
import { PostgresEventStore } from '../../../src/platform/eventstore/postgres/store';
import { databaseLabel, openTestDatabase } from '../../support/database';
import { eventStoreContract } from './contract';

/** The cache in front of the store must keep every promise of the store itself. */
eventStoreContract(`Postgres store with cached stream reads on ${databaseLabel}`, async () => {
  const database = await openTestDatabase({ poolSize: 25 });
  const store = withCachedStreamReads(new PostgresEventStore(database), 3);
  return {
    store,
    async dispose() {
      await store.close();
      await database.close();
    },
  };
});
