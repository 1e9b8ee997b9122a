/**
 * `npm run bench`: prints ONE JSON document on stdout (progress goes to stderr).
 *
 * Without `--target` it runs itself once per case and target, each in a fresh child process, so
 * neither the targets nor one case's leftovers (heap, timers, connections) disturb another:
 * `--target=embedded` (PGlite, in-process bus; DATABASE_URL and NATS_URL removed) and
 * `--target=postgres` (PostgreSQL + NATS; defaults below unless the variables are already set).
 * Each case runs BENCH_RUNS times (default 3), round after round, and the report gives each figure's
 * median, min and max (tests/bench/repeat.ts), the machine's state at either end (load average, a
 * CPU calibration, pgbench's raw insert rate) and every case whose own baseline moved more than 20 %
 * (`flagged`); a table of the figures with goals, medians and ranges follows on stderr.
 * `--case=…` and `--targets=postgres|embedded` narrow a whole run to one case or one target.
 * After the cases, the benchmarks that are scripts of their own (start-up, the learner page on a
 * slow phone, a photo's variants, packages: tests/bench/standalone.ts) run once each, on embedded
 * defaults, repeating themselves.
 * With `--target=…` it runs every benchmark once in this process against that environment
 * (`--case=…`: that one), which is what each child does.
 * BENCH_PROJECTION_EVENTS (default 100000) sizes the projection catch-up case, the longest one.
 *
 * `--smoke` (`npm run bench:smoke`, in CI): every case at a tiny size, then a check that every
 * figure came out (a number, not NaN, no case failed). It says nothing about how fast anything is.
 */
import { cpus } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import setupPGliteTemplate from '../support/global-setup';
import { benchAppend } from './append.bench-case';
import { benchEditorInteractive } from './editor-interactive.bench-case';
import { benchLearnerReads } from './learner-reads.bench-case';
import { benchLibrary } from './library.bench-case';
import { benchLiveDelivery } from './live-delivery.bench-case';
import { benchProjectionCatchUp } from './projection-catchup.bench-case';
import { benchProjectionLiveLag } from './projection-live-lag.bench-case';
import { benchReadStream } from './read-stream.bench-case';
import { benchSaves } from './saves.bench-case';
import { benchSockets } from './sockets.bench-case';
import { benchWebAssets } from './web-assets.bench-case';
import { childJson } from './child-json';
import { runStandalone, STANDALONE } from './standalone';
import { missingFigures } from './figures';
import { headlineTable } from './headline';
import { cpuCalibrationMs, pgbenchInsertsPerSecond, settleMachine, settlePostgres } from './machine-state';
import { flaggedPaths, mergeRuns } from './repeat';
import { collectGarbage } from './database';
import { load1, now, progress, round } from './stats';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';
const DEFAULT_NATS_URL = 'nats://127.0.0.1:4222';
/** A guard against a hung run only: a normal run of one target takes well under this. */
const CHILD_TIMEOUT_MS = 1_800_000;
/** Each case runs this many times in fresh processes (BENCH_RUNS); the report gives median, min, max. */
const DEFAULT_RUNS = 3;

type Target = 'embedded' | 'postgres';
const TARGETS: Array<{ target: Target; key: string }> = [
  { target: 'embedded', key: 'embedded' },
  { target: 'postgres', key: 'postgres+nats' },
];

const thisFile = fileURLToPath(import.meta.url);
const projectRoot = resolve(dirname(thisFile), '../..');

function envFor(target: Target, base: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base, BENCH_TARGET: target };
  if (target === 'embedded') {
    delete env.DATABASE_URL;
    delete env.NATS_URL;
    delete env.EVENTSTORE_URL;
  } else {
    env.DATABASE_URL ||= DEFAULT_DATABASE_URL;
    env.NATS_URL ||= DEFAULT_NATS_URL;
  }
  return env;
}

function machine() {
  const list = cpus();
  return {
    cpus: list.length,
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
}

/** Runs this file with `--target=…` and `--case=…`; resolves with its JSON (or an error description). */
function runChild(target: Target, caseName: string): Promise<Record<string, unknown>> {
  const args = ['--expose-gc', '--import', 'tsx', thisFile, `--target=${target}`, `--case=${caseName}`];
  if (process.argv.includes('--smoke')) args.push('--smoke');
  return childJson(args, {
    cwd: projectRoot,
    env: { ...envFor(target, process.env), BENCH_TEMPLATE_READY: '1' },
    timeoutMs: CHILD_TIMEOUT_MS,
  });
}

/** Every case of a target, by the key its figures go under. */
function casesOf(target: Target, smoke: boolean): Array<[string, () => Promise<unknown>]> {
  const projectionEvents = smoke ? 2000 : Number(process.env.BENCH_PROJECTION_EVENTS) || 100_000;
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['append', () => benchAppend(smoke ? { smoke: true } : { writerCounts: [1, 8] })],
    ['readStream', () => benchReadStream(smoke ? { streamLength: 100, reads: 3 } : { streamLength: 1000, reads: 20 })],
    ['projectionCatchUp', () => benchProjectionCatchUp({ totalEvents: projectionEvents, eventsPerStream: 100, smoke })],
    ['projectionLiveLag', () => benchProjectionLiveLag({ smoke })],
    [
      'liveDelivery',
      () =>
        benchLiveDelivery(
          smoke ? { courses: 2, sockets: 10, renames: 10 } : { courses: 10, sockets: 100, renames: 200 },
        ),
    ],
    ['learnerReads', () => benchLearnerReads({ smoke })],
    ['library', () => benchLibrary({ smoke })],
    ['saves', () => benchSaves({ smoke })],
    ['sockets', () => benchSockets({ smoke })],
  ];
  // The browser's side does not depend on the database: measured once, on embedded defaults.
  if (target === 'embedded') cases.push(['editorInteractive', () => benchEditorInteractive({ smoke })]);
  return cases;
}

async function runTarget(target: Target, only: string | null) {
  // Anything a library might print on stdout would corrupt the JSON document.
  console.log = (...args: unknown[]) => console.error(...args);
  const started = now();
  if (target === 'embedded' && !process.env.BENCH_TEMPLATE_READY) {
    progress('making the PGlite template (vitest global setup)');
    await setupPGliteTemplate();
  }
  const environment = {
    database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    bus: process.env.NATS_URL ? 'nats' : 'in-process',
    databaseUrl: process.env.DATABASE_URL ? redact(process.env.DATABASE_URL) : undefined,
    natsUrl: process.env.NATS_URL,
    /** The machine may be shared: a high load here means noisy figures. */
    loadAverage1mAtStart: load1(),
  };
  const cases = casesOf(target, process.argv.includes('--smoke')).filter(([key]) => only === null || key === only);
  if (cases.length === 0) throw new Error(`unknown case ${only}`);
  const results: Record<string, unknown> = {};
  for (const [key, run] of cases) {
    // A collection between cases, so one case's garbage is not paid for by the next.
    collectGarbage();
    try {
      results[key] = await run();
    } catch (error) {
      progress(`${key} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      results[key] = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  return {
    environment,
    ...results,
    totalSeconds: round((now() - started) / 1000, 1),
    loadAverage1mAtEnd: load1(),
  };
}

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function main() {
  const arg = process.argv.find((a) => a.startsWith('--target='));
  if (arg) {
    const target = arg.slice('--target='.length);
    if (target !== 'embedded' && target !== 'postgres')
      throw new Error(`unknown target ${target} (embedded | postgres)`);
    // Same environment as the parent would give, so `--target=…` alone also works.
    const env = envFor(target, process.env);
    for (const key of ['DATABASE_URL', 'NATS_URL', 'EVENTSTORE_URL'])
      if (env[key] === undefined) delete process.env[key];
    Object.assign(process.env, env);
    const only = process.argv.find((a) => a.startsWith('--case='))?.slice('--case='.length) ?? null;
    const result = await runTarget(target, only);
    process.stdout.write(`${JSON.stringify(result)}\n`);
    // Everything was closed; if some handle still lingers, do not hang the suite on it.
    setTimeout(() => {
      progress('a handle kept the process alive after the run; exiting');
      process.exit(0);
    }, 5000).unref();
    return;
  }

  // The same for both engines: the built files as the server sends them.
  progress('making the PGlite template (vitest global setup)');
  await setupPGliteTemplate();
  const smoke = process.argv.includes('--smoke');
  const onlyCase = process.argv.find((a) => a.startsWith('--case='))?.slice('--case='.length) ?? null;
  const onlyTargets = process.argv
    .find((a) => a.startsWith('--targets='))
    ?.slice('--targets='.length)
    .split(',');
  const targets = TARGETS.filter(({ target }) => !onlyTargets || onlyTargets.includes(target));
  const runs = smoke ? 1 : Number(process.env.BENCH_RUNS) || DEFAULT_RUNS;
  const machineBefore = await machineState();
  const report: Record<string, unknown> = { machine: machine(), runsPerCase: runs, webAssets: benchWebAssets() };
  let failed = false;
  const runTargetChild = async ({ target, key }: (typeof TARGETS)[number]) => {
    process.stderr.write(`[bench] ${key}: starting\n`);
    const started = now();
    const perCase = new Map<string, unknown[]>();
    const environments: unknown[] = [];
    // Round after round of every case (not one case three times in a row): a burst of load elsewhere
    // then lands on one run of several cases, which the median sets aside, not on all runs of one.
    for (let r = 1; r <= runs; r++) {
      for (const [caseName] of casesOf(target, smoke).filter(([name]) => onlyCase === null || name === onlyCase)) {
        if (runs > 1) process.stderr.write(`[bench] ${key}: ${caseName}, run ${r} of ${runs}\n`);
        if (target === 'postgres') await settlePostgres(envFor(target, process.env).DATABASE_URL!);
        // A smoke run's figures are not read, and its targets share the machine on purpose.
        const machineAtStart = smoke ? undefined : await settleMachine();
        const child = await runChild(target, caseName);
        if ('error' in child) {
          // The child died before it could answer: its error stands for the run.
          failed = true;
          perCase.set(caseName, [...(perCase.get(caseName) ?? []), child]);
          continue;
        }
        const { loadAverage1mAtStart, ...environment } = child.environment as Record<string, unknown>;
        environments.push(environment);
        const loadAverage1m = { atStart: loadAverage1mAtStart, atEnd: child.loadAverage1mAtEnd };
        perCase.set(caseName, [
          ...(perCase.get(caseName) ?? []),
          { ...(child[caseName] as object), loadAverage1m, ...(machineAtStart ? { machineAtStart } : {}) },
        ]);
      }
    }
    // `--case=` naming a script of its own runs no case here, so no environment either.
    const result: Record<string, unknown> = environments.length ? { environment: mergeRuns(environments) } : {};
    for (const [caseName, caseRuns] of perCase) result[caseName] = mergeRuns(caseRuns);
    report[key] = { ...result, totalSeconds: round((now() - started) / 1000, 1) };
  };
  // A smoke run's figures are not read, so its targets may share the machine; a real run's may not.
  if (smoke) await Promise.all(targets.map(runTargetChild));
  else for (const target of targets) await runTargetChild(target);
  // The scripts of their own have no smoke size; they run on embedded defaults, as `npm start` does.
  if (!smoke && targets.some(({ target }) => target === 'embedded')) {
    const embedded = report.embedded as Record<string, unknown>;
    for (const standalone of STANDALONE.filter(({ key }) => onlyCase === null || key === onlyCase)) {
      process.stderr.write(`[bench] embedded: ${standalone.key} (${standalone.script})\n`);
      const machineAtStart = await settleMachine();
      const figures = await runStandalone(standalone, envFor('embedded', process.env));
      if ('error' in figures) failed = true;
      embedded[standalone.key] = { ...figures, machineAtStart };
    }
  }
  report.machine = { ...(report.machine as object), before: machineBefore, after: await machineState() };
  const missing = missingFigures(report);
  report.flagged = flaggedPaths(report);
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  if (!smoke) process.stderr.write(headlineTable(report));
  if (missing.length > 0) process.stderr.write(`[bench] figures missing or failed:\n  ${missing.join('\n  ')}\n`);
  if (failed || missing.length > 0) process.exitCode = 1;
}

/** The machine's state at either end of a run: a busy or slow machine shows here. */
async function machineState() {
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  return {
    loadAverage1m: load1(),
    cpuCalibrationMs: cpuCalibrationMs(),
    postgresRawInserts: process.argv.includes('--smoke')
      ? await pgbenchInsertsPerSecond(databaseUrl, 1)
      : await pgbenchInsertsPerSecond(databaseUrl),
  };
}

main().catch((error: unknown) => {
  process.stderr.write(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
