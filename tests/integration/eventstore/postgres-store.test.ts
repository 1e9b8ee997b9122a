import { PostgresEventStore } from '../../../src/platform/eventstore/postgres/store';
import { databaseLabel, openTestDatabase } from '../../support/database';
import { eventStoreContract } from './contract';

eventStoreContract(`Postgres store on ${databaseLabel}`, async () => {
  const database = await openTestDatabase({ poolSize: 25 });
  const store = new PostgresEventStore(database);
  return {
    store,
    async dispose() {
      await store.close();
      await database.close();
    },
  };
});
