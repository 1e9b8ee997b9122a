import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
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

/**
 * At most one NOTIFY per this many ms: each is a commit on the server, and at a few thousand
 * appends a second they cost the writers about a quarter of their rate. Other processes hear of an
 * append at most this much later.
 */
const NOTIFY_INTERVAL_MS = 5;

const announcers = new WeakMap<Database, Announcer>();

/**
 * The one announcer of a database in this process. At most one NOTIFY is in flight or waiting to
 * go: appends that commit meanwhile are covered by one more sent when it returns. PGlite sends
 * none, since no other process can open its folder. A lost NOTIFY (connection trouble) only delays
 * the other processes until their idle poll.
 */
export function announcerOf(database: Database, channel: string): Announcer {
  const existing = announcers.get(database);
  if (existing) return existing;
  const origin = randomUUID();
  const wakers = new Set<() => void>();
  let notifying: Promise<void> | null = null;
  let waitingToSend = false;
  let notifyAgain = false;
  let lastSentAt = -Infinity;

  function sendNotify() {
    waitingToSend = true;
    const wait = lastSentAt + NOTIFY_INTERVAL_MS - performance.now();
    notifying = (wait > 0 ? sleep(wait) : Promise.resolve())
      .then(() => {
        waitingToSend = false;
        lastSentAt = performance.now();
        // NOTIFY makes its transaction take an id and commit; that commit need not wait for the disk.
        return sql`SELECT set_config('synchronous_commit', 'off', true), pg_notify(${channel}, ${origin})`.execute(
          database.db,
        );
      })
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
      if (!notifying) sendNotify();
      else if (!waitingToSend) notifyAgain = true;
    },
    async settled() {
      while (notifying) await notifying;
    },
  };
  announcers.set(database, announcer);
  return announcer;
}
