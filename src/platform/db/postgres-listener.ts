import pg from 'pg';
import { connectionName } from '../instance-id';

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

export type Listener = {
  /** Whether the LISTEN connection is up now. */
  connected(): boolean;
  stop(): Promise<void>;
};

/**
 * LISTEN on `channel` on a connection of its own that comes back by itself: when the connection
 * ends (a database restart, a terminated backend) it connects again with a growing wait, and then
 * calls `onMessage('')` once, since whatever was announced meanwhile was missed. Resolves after
 * the first attempt, whether it connected or not.
 */
export async function listenResiliently(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<Listener> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | null = null;

  async function connect(resumed: boolean): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: connectionName('tessera-listen') });
    // Every error also ends the connection ('end' below reconnects); one unlistened would end the process.
    next.on('error', () => undefined);
    next.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    next.once('end', () => {
      if (client === next) client = null;
      retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      await next.end().catch(() => undefined);
      retry();
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    retryMs = FIRST_RETRY_MS;
    if (resumed) onMessage('');
  }

  function retry() {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect(true);
    }, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  }

  await connect(false);
  return {
    connected: () => client !== null,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
