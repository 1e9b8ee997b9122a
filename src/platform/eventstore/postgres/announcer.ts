import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

export type Announcer = {
  /** Identifies this process's notifications, which its listeners skip: they were woken directly. */
  origin: string;
  /** Wake-up functions of every store of this process on the database. */
  wakers: Set<() => void>;
  /** An append has committed: wakes this process's stores now and the other processes by NOTIFY. */
  announce(): void;
  /** Resolves once no NOTIFY is in flight. */
  settled(): Promise<void>;
};

const announcers = new WeakMap<Database, Announcer>();

/**
 * The one announcer of a database in this process. At most one NOTIFY is in flight: appends that
 * commit meanwhile are covered by one more sent when it returns. PGlite sends none, since no other
 * process can open its folder. A lost NOTIFY (connection trouble) only delays the other processes
 * until their idle poll.
 */
export function announcerOf(database: Database, channel: string): Announcer {
  const existing = announcers.get(database);
  if (existing) return existing;
  const origin = randomUUID();
  const wakers = new Set<() => void>();
  let notifying: Promise<void> | null = null;
  let notifyAgain = false;

  function sendNotify() {
    // NOTIFY makes its transaction take an id and commit; that commit need not wait for the disk.
    notifying = sql`SELECT set_config('synchronous_commit', 'off', true), pg_notify(${channel}, ${origin})`
      .execute(database.db)
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        notifying = null;
        if (notifyAgain) {
          notifyAgain = false;
          sendNotify();
        }
      });
  }

  const announcer: Announcer = {
    origin,
    wakers,
    announce() {
      for (const wake of wakers) wake();
      if (database.kind === 'pglite') return;
      if (notifying) notifyAgain = true;
      else sendNotify();
    },
    async settled() {
      while (notifying) await notifying;
    },
  };
  announcers.set(database, announcer);
  return announcer;
}
