import { type Position, positionToString } from '../eventstore/types';
import type { Logger } from '../logger';
import type { Leases } from './database';

/** 'failed': the work failed and has not made progress since (it is being retried). */
export type LeaderStatus = 'standby' | 'running' | 'failed' | 'stopped';

export type Work = { done: Promise<void>; stop(): Promise<void> };

/** What the work reports back while it runs. */
export type WorkContext = {
  /** The work did something useful (e.g. handled a batch): a failure before it is over. */
  progressed(): void;
};

export type Backoff = { firstMs: number; maxMs: number };

/**
 * A change of who holds a lease, as this process saw it: it took it, lost it (its connection
 * ended), gave it up (the work ended or failed, or the process stops), or handed it on (it held
 * more than its share).
 */
export type LeaseChange = 'gained' | 'lost' | 'released' | 'handed-on';

/**
 * A log line for each change of lease `name` (with the log's instance, which says where), and the
 * position its work stands at (`positionOf`: the last event it handled, if it knows one).
 */
export const leaseLog =
  (logger: Logger, name: string, positionOf: () => Position | undefined) => (change: LeaseChange) => {
    const at = positionOf();
    const fields = { lease: name, change, ...(at ? { position: positionToString(at) } : {}) };
    const where = at ? ` at ${positionToString(at)}` : '';
    if (change === 'lost') logger.warn(fields, `lease lost: ${name}${where}`);
    else logger.info(fields, `lease ${change.replace('-', ' ')}: ${name}${where}`);
  };

const DEFAULT_BACKOFF: Backoff = { firstMs: 250, maxMs: 10_000 };

/**
 * Runs `start` in exactly one process at a time: the holder of the lease (advisory lock) `name`.
 * Others stand by, waiting on the lease (see Database.leases), and take over when the holder goes
 * away or hands it on (it held more than its share of the instances' work). Work that fails is restarted after
 * a growing pause (from where it left off: a projection retries the event it failed on, never
 * skipping it); it keeps the status 'failed' until the restarted work reports progress, so a
 * failure that repeats stays visible.
 */
export function whileLeader(
  leases: Leases,
  name: string,
  start: (context: WorkContext) => Promise<Work>,
  hooks: {
    onStatus(status: LeaderStatus): void;
    onFailed(error: unknown, retryInMs: number): void;
    onLease?(change: LeaseChange): void;
    backoff?: Backoff;
  },
): { stop(): Promise<void> } {
  const backoff = hooks.backoff ?? DEFAULT_BACKOFF;
  let stopped = false;
  const standing = new AbortController();
  let current: Work | null = null;
  let wake: () => void = () => {};
  let failing = false;
  let startFailed = false;
  let pauseMs = backoff.firstMs;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const context: WorkContext = {
    progressed() {
      if (!failing || stopped) return;
      failing = false;
      pauseMs = backoff.firstMs;
      hooks.onStatus('running');
    },
  };

  const loop = (async () => {
    while (!stopped) {
      const lock = await leases
        .take(name, standing.signal, () => {
          // While another process leads, its status is the one that counts.
          failing = false;
          hooks.onStatus('standby');
        })
        .catch(() => null);
      if (!lock) return;
      let lost = false;
      let handedOn = false;
      void lock.lost.then(() => {
        lost = true;
      });
      void lock.handOn.then(() => {
        handedOn = true;
      });
      let failure: { error: unknown; inStart: boolean } | null = null;
      let started = false;
      try {
        try {
          current = await start(context);
        } finally {
          // Once starting has read where the work stands, so the line can say.
          hooks.onLease?.('gained');
        }
        started = true;
        // stop() came while the work was starting: it found nothing to stop, so stop it here.
        if (stopped) await current.stop();
        // Starting is what failed last time (e.g. reading the checkpoint): that it works now is progress.
        if (startFailed) context.progressed();
        if (!failing) hooks.onStatus('running');
        // Also when the lease went while the work was starting: these have settled, so it stops at once.
        void Promise.race([lock.lost, lock.handOn]).then(() => current?.stop());
        await current.done;
      } catch (error) {
        failure = { error, inStart: !started };
      } finally {
        current = null;
        if (!lost) await lock.release().catch(() => undefined);
        hooks.onLease?.(lost ? 'lost' : handedOn && !stopped ? 'handed-on' : 'released');
      }
      if (stopped) return;
      startFailed = failure?.inStart ?? false;
      if (failure) {
        failing = true;
        hooks.onStatus('failed');
        hooks.onFailed(failure.error, pauseMs);
        await sleep(pauseMs);
        pauseMs = Math.min(pauseMs * 2, backoff.maxMs);
      }
    }
  })();

  return {
    async stop() {
      stopped = true;
      standing.abort();
      wake();
      await current?.stop();
      await loop;
      hooks.onStatus('stopped');
    },
  };
}
