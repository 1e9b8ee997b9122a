/**
 * npm run bench:startup — how long the built server (`node dist/server/main.js`, what `npm start`
 * runs) takes to start on embedded defaults (PGlite in a data folder, the in-process bus), with the
 * web app already built. It builds the server once, then starts it BENCH_RUNS times (3) in a fresh
 * process on a fresh data folder, and as many times again on one folder it started on before (a
 * restart). Each start is timed from spawn to the "Tessera is running at" line and to the first 200
 * from GET /api/health, with the steps the server logs ("started in") and the processor time it
 * used until then. Prints one JSON document: median, min and max of each.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../support/process';
import { median, progress, round, spread } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const READY = 'Tessera is running at';

type Start = { runningMs: number; healthMs: number; phases: Record<string, number> };

async function startOnce(dataDir: string): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  let unread = '';
  let phases: Record<string, number> = {};
  const running = new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      const lines = (unread + chunk).split('\n');
      unread = lines.pop()!;
      for (const line of lines) {
        if (line.includes('"startup":')) phases = JSON.parse(line).startup;
        if (line.startsWith(READY)) resolve(performance.now() - started);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)));
  });
  let healthMs = Number.NaN;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) {
      healthMs = performance.now() - started;
      break;
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const runningMs = await running;
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM:\n${output}`);
  return { runningMs, healthMs, phases };
}

function summary(starts: Start[]) {
  const steps = Object.keys(starts[0]?.phases ?? {});
  return {
    runningMs: spread(
      starts.map((s) => s.runningMs),
      0,
    ),
    healthMs: spread(
      starts.map((s) => s.healthMs),
      0,
    ),
    // The steps the server logs ("started in"), `cpu` the processor time it had used by then.
    phasesMedianMs: Object.fromEntries(steps.map((step) => [step, median(starts.map((s) => s.phases[step] ?? 0))])),
  };
}

progress('building the server');
execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: ['ignore', 'ignore', 'inherit'] });
const loadAtStart = round(loadavg()[0] ?? 0, 2);
const folders: string[] = [];
const freshFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'tessera-startup-'));
  folders.push(folder);
  return folder;
};
try {
  const fresh: Start[] = [];
  for (let run = 1; run <= RUNS; run++) {
    fresh.push(await startOnce(freshFolder()));
    progress(`fresh data folder ${run}/${RUNS}: ${round(fresh.at(-1)!.runningMs, 0)} ms`);
  }
  const restarted = freshFolder();
  await startOnce(restarted);
  const restart: Start[] = [];
  for (let run = 1; run <= RUNS; run++) {
    restart.push(await startOnce(restarted));
    progress(`restart ${run}/${RUNS}: ${round(restart.at(-1)!.runningMs, 0)} ms`);
  }
  console.log(
    JSON.stringify(
      {
        runs: RUNS,
        node: process.version,
        loadAverage1m: { atStart: loadAtStart, atEnd: round(loadavg()[0] ?? 0, 2) },
        freshDataFolder: summary(fresh),
        restart: summary(restart),
      },
      null,
      2,
    ),
  );
} finally {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}
