/**
 * What the machine could do while the benchmarks ran, so a slow or busy machine shows in the report
 * instead of passing for a slow Tessera: load average, a fixed piece of CPU work timed, and the raw
 * insert rate of PostgreSQL as pgbench measures it (8 clients, autocommitted single-row inserts).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { now, round } from './stats';

const run = promisify(execFile);

/**
 * Always the same work, single-threaded (hashing, JSON, sorting: what a server's requests do): the
 * milliseconds it took. Measured at the start and end of a run; a machine twice as busy takes longer.
 */
export function cpuCalibrationMs(): number {
  const chunk = Buffer.alloc(1 << 20, 7);
  const doc = {
    blocks: Array.from({ length: 200 }, (_, i) => ({ id: `b${i}`, html: `<p>${'word '.repeat(40)}</p>` })),
  };
  const started = now();
  for (let i = 0; i < 40; i++) createHash('sha256').update(chunk).digest();
  for (let i = 0; i < 200; i++) JSON.parse(JSON.stringify(doc));
  for (let i = 0; i < 20; i++) Array.from({ length: 50_000 }, (_, j) => (j * 7919) % 50_000).sort((a, b) => a - b);
  return round(now() - started, 1);
}

/** pgbench, 8 clients on 2 threads for `seconds`, one INSERT per transaction into a table of its own. */
export async function pgbenchInsertsPerSecond(databaseUrl: string, seconds = 5) {
  const folder = mkdtempSync(join(tmpdir(), 'tessera-pgbench-'));
  const script = join(folder, 'insert.sql');
  writeFileSync(script, 'INSERT INTO bench_pgbench_inserts (v) VALUES (:client_id);\n');
  try {
    await run('psql', [
      databaseUrl,
      '-qc',
      'CREATE TABLE IF NOT EXISTS bench_pgbench_inserts (id bigserial primary key, v int)',
    ]);
    const { stdout } = await run('pgbench', [
      '-n',
      '-c',
      '8',
      '-j',
      '2',
      '-T',
      String(seconds),
      '-f',
      script,
      databaseUrl,
    ]);
    const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
    await run('psql', [databaseUrl, '-qc', 'DROP TABLE bench_pgbench_inserts']);
    return tps
      ? { clients: 8, seconds, insertsPerSecond: round(Number(tps), 0) }
      : { error: `pgbench said: ${stdout.slice(-300)}` };
  } catch (error) {
    return { error: `pgbench did not run: ${error instanceof Error ? error.message : String(error)}` };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Before a case on PostgreSQL: the previous case's writes flushed (CHECKPOINT) and autovacuum done
 * with its tables (or 30 s passed), so a case does not pay for the one before it.
 */
export async function settlePostgres(databaseUrl: string): Promise<void> {
  // Only a superuser (or pg_checkpoint) may: without the right, the wait below still helps.
  await run('psql', [databaseUrl, '-qc', 'CHECKPOINT']).catch(() => undefined);
  for (let waited = 0; waited < 30; waited++) {
    const { stdout } = await run('psql', [
      databaseUrl,
      '-Atc',
      "SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'",
    ]);
    if (Number(stdout.trim()) === 0) return;
    await sleep(1000);
  }
}

/** Below this share of all cores busy, nothing else is running that a case would pay for. */
const QUIET_SHARE = 0.15;

/** The share of all cores busy between two readings of /proc/stat's first line (steal counts as busy). */
export function busyShareBetween(before: string, after: string): number {
  const ticks = (stat: string) => {
    const fields = (stat.split('\n')[0] ?? '').trim().split(/\s+/).slice(1, 9).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { total: fields.reduce((a, b) => a + b, 0), idle };
  };
  const a = ticks(before);
  const b = ticks(after);
  const total = b.total - a.total;
  return total > 0 ? (total - (b.idle - a.idle)) / total : 0;
}

async function busyShareOver(ms: number): Promise<number> {
  const before = readFileSync('/proc/stat', 'utf8');
  await sleep(ms);
  return busyShareBetween(before, readFileSync('/proc/stat', 'utf8'));
}

/**
 * Before a case: waits (up to `maxSeconds`) until the machine is quiet, so a case does not pay for
 * what the one before left running (a server process still exiting, a browser closing, PostgreSQL's
 * background writes). What it waited and how busy the machine still was go in the case's report.
 */
export async function settleMachine(maxSeconds = 30) {
  const started = now();
  let busy = await busyShareOver(1000);
  while (busy > QUIET_SHARE && now() - started < maxSeconds * 1000) busy = await busyShareOver(1000);
  return { waitedSeconds: round((now() - started) / 1000, 1), busyShareAtStart: round(busy, 2) };
}
