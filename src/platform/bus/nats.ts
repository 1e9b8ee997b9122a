import { connect } from '@nats-io/transport-node';
import type { Bus } from './bus';

/** How long a flush may wait for the server's answer before the publisher treats it as failed. */
const FLUSH_TIMEOUT_MS = 5000;

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * NATS core pub/sub: every server instance's gateway receives what the relay publishes. The
 * client reconnects for ever; while it is away, publishing throws rather than queueing, so the
 * publisher (the relay) retries from its checkpoint once the server is back.
 */
export async function connectNatsBus(url: string, name = 'tessera'): Promise<Bus> {
  const nc = await connect({ servers: url, name, maxReconnectAttempts: -1, reconnectTimeWait: 1000 });
  let up = true;
  const listeners = new Set<(up: boolean) => void>();
  const setUp = (next: boolean) => {
    if (next === up) return;
    up = next;
    for (const listener of listeners) listener(next);
  };
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnecting') setUp(false);
      // The client subscribes again before 'reconnect'; the flush's answer proves the server has the subscriptions.
      else if (status.type === 'reconnect')
        void nc.flush().then(
          () => setUp(true),
          () => undefined,
        );
    }
  })();
  const assertUp = () => {
    if (!up || nc.isClosed()) throw new Error('NATS is disconnected');
  };
  const flush = async () => {
    assertUp();
    await withTimeout(nc.flush(), FLUSH_TIMEOUT_MS, 'NATS did not answer a flush in time');
  };

  return {
    publish(subject, payload) {
      assertUp();
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
    flush,
    check: flush,
    connected: () => up && !nc.isClosed(),
    onConnection(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await nc.drain().catch(() => nc.close());
    },
  };
}
