import { connect } from '@nats-io/transport-node';
import type { Bus } from './bus';

/** NATS core pub/sub: every server instance's gateway receives what the relay publishes. */
export async function connectNatsBus(url: string, name = 'tessera'): Promise<Bus> {
  const nc = await connect({ servers: url, name, maxReconnectAttempts: -1 });
  return {
    publish(subject, payload) {
      nc.publish(subject, payload);
    },
    subscribe(subject, handler) {
      const sub = nc.subscribe(subject, {
        callback: (err, msg) => {
          if (!err) handler(msg.string());
        },
      });
      return () => sub.unsubscribe();
    },
    flush: () => nc.flush(),
    async check() {
      if (nc.isClosed()) throw new Error('NATS connection is closed');
      await nc.flush();
    },
    async close() {
      await nc.drain().catch(() => nc.close());
    },
  };
}
