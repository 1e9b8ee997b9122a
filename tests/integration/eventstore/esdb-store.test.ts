import { describe, it } from 'vitest';
import { EsdbEventStore } from '../../../src/platform/eventstore/esdb/store';
import { eventStoreContract } from './contract';

const url = process.env.EVENTSTORE_URL;

if (url) {
  eventStoreContract('EventStoreDB', async () => {
    const store = new EsdbEventStore(url);
    return { store, dispose: () => store.close() };
  });
} else {
  console.log(
    'EVENTSTORE_URL is not set: the EventStoreDB contract run is skipped (no EventStoreDB can run on this machine)',
  );
  describe.skip('event store contract: EventStoreDB', () => {
    it('needs EVENTSTORE_URL', () => undefined);
  });
}
