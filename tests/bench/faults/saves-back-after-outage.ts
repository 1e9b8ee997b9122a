import pg from 'pg';
import type { startCuttableProxy } from '../../support/cuttable-proxy';
import { apiClient } from '../../support/server';
import { round } from '../stats';

type Instance = { url: string };
type Attempt = { startedAt: number; endedAt: number; ok: boolean };

/** One writer per instance renaming its own module, one save after another, noting when each began and ended. */
function writers(instances: Instance[], token: string, courseIds: string[]) {
  const attempts: Attempt[][] = instances.map(() => []);
  let stop = false;
  const running = instances.map(async (instance, i) => {
    const api = apiClient(instance.url, token);
    for (let n = 0; !stop; n++) {
      const startedAt = performance.now();
      const ok = await api.put(`/courses/${courseIds[i]}`, { course: { title: `t-${n}` } }).then(
        (res) => res.status === 200,
        () => false,
      );
      attempts[i]!.push({ startedAt, endedAt: performance.now(), ok });
      if (!ok) await new Promise((r) => setTimeout(r, 20));
    }
  });
  return {
    attempts,
    async stop() {
      stop = true;
      await Promise.all(running);
    },
  };
}

/** Per instance, ms from `from` until a save begun after it succeeded (NaN: none did). */
const backAfter = (attempts: Attempt[][], from: number) =>
  attempts.map((mine) => {
    const first = mine.find((a) => a.ok && a.startedAt >= from);
    return first ? round(first.endedAt - from) : Number.NaN;
  });

/**
 * "PostgreSQL restart: time until saves succeed again", two ways: every backend of the instances
 * terminated (what `pg_ctl restart -m fast` does to a connection), and the server out of reach
 * for `downMs` (every connection cut and new ones refused, through the proxy the instances use),
 * timed from its return. Saves run through every instance all along.
 */
export async function savesBackAfterOutage(options: {
  instances: Instance[];
  token: string;
  courseIds: string[];
  proxy: Awaited<ReturnType<typeof startCuttableProxy>>;
  databaseUrl: string;
  downMs: number;
}) {
  const { instances, token, courseIds, proxy, databaseUrl, downMs } = options;
  const load = writers(instances, token, courseIds);
  await new Promise((r) => setTimeout(r, 1000));

  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const terminatedAt = performance.now();
  await admin.query(
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
     WHERE datname = current_database() AND application_name LIKE 'tessera%'`,
  );
  await admin.end();
  await new Promise((r) => setTimeout(r, 3000));

  proxy.cut();
  await new Promise((r) => setTimeout(r, downMs));
  const restoredAt = performance.now();
  proxy.restore();
  await new Promise((r) => setTimeout(r, 5000));
  await load.stop();

  const afterTerminate = backAfter(load.attempts, terminatedAt);
  const afterOutage = backAfter(load.attempts, restoredAt);
  const failed = load.attempts.flat().filter((a) => !a.ok).length;
  return {
    backendsTerminated: { savesBackMs: afterTerminate, maxMs: Math.max(...afterTerminate) },
    unreachable: { downMs, savesBackAfterReturnMs: afterOutage, maxMs: Math.max(...afterOutage) },
    saves: load.attempts.flat().length,
    savesRefused: failed,
  };
}
