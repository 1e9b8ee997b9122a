/**
 * The figures issue 46 set goals for, read from a whole run's report: each one's median with its
 * range and whether the median meets its goal. Printed after the JSON (on stderr), for notes.
 */
import { medianOf } from './repeat';

type Goal = { atLeast: number } | { atMost: number };
type Headline = { figure: string; target: 'postgres+nats' | 'embedded'; path: string; goal: Goal; unit?: string };

const PG = 'postgres+nats' as const;
/** A figure of the scripts of their own (standalone.ts): measured on embedded defaults, with an upper goal. */
const embeddedAtMost = (figure: string, path: string, atMost: number, unit: string): Headline => ({
  figure,
  target: 'embedded',
  path,
  goal: { atMost },
  unit,
});
const HEADLINES: Headline[] = [
  { figure: 'learner GET / bare Hono', target: PG, path: 'learnerReads.ratio', goal: { atLeast: 0.8 } },
  { figure: 'learner GET 304 / bare Hono', target: PG, path: 'learnerReads.ratio304', goal: { atLeast: 0.8 } },
  {
    figure: 'learner GET / bare Hono (PGlite)',
    target: 'embedded',
    path: 'learnerReads.ratio',
    goal: { atLeast: 0.8 },
  },
  { figure: 'append, 8 writers / raw insert', target: PG, path: 'append.writers8.ratio', goal: { atLeast: 0.8 } },
  {
    figure: 'projection catch-up',
    target: PG,
    path: 'projectionCatchUp.eventsPerSec',
    goal: { atLeast: 50_000 },
    unit: 'ev/s',
  },
  {
    figure: 'live lag p99 at 500 ev/s',
    target: PG,
    path: 'projectionLiveLag.lag.p99Ms',
    goal: { atMost: 50 },
    unit: 'ms',
  },
  { figure: 'saves open loop p99', target: PG, path: 'saves.openLoop.p99Ms', goal: { atMost: 50 }, unit: 'ms' },
  { figure: 'saves flat out', target: PG, path: 'saves.flatOut.savesPerSec', goal: { atLeast: 500 }, unit: '/s' },
  ...(
    [
      ['first page', 'firstPage', 20],
      ['label', 'labelFilter', 20],
      ['page 50', 'sortedByTitlePage50', 20],
      ['search', 'search', 50],
      ['typo search', 'typoSearch', 50],
    ] as const
  ).map(([name, query, atMost]) => ({
    figure: `library p99 ${name}`,
    target: PG,
    path: `library.latency.${query}.p99Ms`,
    goal: { atMost },
    unit: 'ms',
  })),
  { figure: '5,000 sockets p99', target: PG, path: 'sockets.writeToDelivery.p99Ms', goal: { atMost: 100 }, unit: 'ms' },
  {
    figure: '300-block editor interactive p50',
    target: 'embedded',
    path: 'editorInteractive.timeToInteractive.editable.p50Ms',
    goal: { atMost: 1000 },
    unit: 'ms',
  },
  {
    figure: 'typing / bare field, key → paint p95',
    target: 'embedded',
    path: 'editorInteractive.typing.ratio.median',
    goal: { atMost: 1.25 },
  },
  embeddedAtMost('start to ready, fresh data folder', 'startup.freshDataFolder.runningMs', 5000, 'ms'),
  embeddedAtMost('start to ready, restart', 'startup.restart.runningMs', 2000, 'ms'),
  embeddedAtMost(
    'slow phone: cover title in its font',
    'learnerSlowPhone.slowPhone.timeToFirstContentMs.coverTitleInThemeFont',
    2500,
    'ms',
  ),
  embeddedAtMost('12-MP photo: variants', 'media.variants.seconds', 5, 's'),
  embeddedAtMost('12-MP photo: peak memory above idle', 'media.variants.peakRssAboveIdleMb', 300, 'MB'),
  ...(['scorm12', 'scorm2004', 'cmi5', 'web'] as const).map((type) =>
    embeddedAtMost(
      `${type} package of 30 blocks with media`,
      `packages.packages.${type}.generateAndDownload.wallMs`,
      1000,
      'ms',
    ),
  ),
  {
    figure: 'PGlite saves open loop p99',
    target: 'embedded',
    path: 'saves.openLoop.p99Ms',
    goal: { atMost: 100 },
    unit: 'ms',
  },
];

function at(report: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], report);
}

function shown(value: unknown): string {
  const median = medianOf(value);
  if (median === undefined) return 'missing';
  const spread = value as { min?: number; max?: number };
  return spread.min === undefined ? String(median) : `${median} [${spread.min}–${spread.max}]`;
}

const meets = (value: number, goal: Goal) => ('atLeast' in goal ? value >= goal.atLeast : value <= goal.atMost);
const goalText = (goal: Goal, unit = '') =>
  'atLeast' in goal ? `≥ ${goal.atLeast}${unit}` : `≤ ${goal.atMost}${unit}`;

/** A Markdown table of the figures the run measured: figure, target, median [min–max], goal, met. */
export function headlineTable(report: Record<string, unknown>): string {
  const ran = ({ target, path }: Headline) => at(report[target], path.split('.')[0]!) !== undefined;
  const rows = HEADLINES.filter(ran).map(({ figure, target, path, goal, unit }) => {
    const value = at(report[target], path);
    const median = medianOf(value);
    const verdict = median === undefined ? '—' : meets(median, goal) ? 'yes' : '**no**';
    return `| ${figure} | ${target} | ${shown(value)} | ${goalText(goal, unit ? ` ${unit}` : '')} | ${verdict} |`;
  });
  return [
    '',
    '| figure | target | median [min–max] | goal | met |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...savesCpuLines(report),
  ].join('\n');
}

/** Where the saves' rate is the machine's: CPU per save of each part, and what the cores could carry (service-cpu.ts). */
function savesCpuLines(report: Record<string, unknown>): string[] {
  return Object.entries(report).flatMap(([target, figures]) => {
    const flat = at(figures, 'saves.flatOut');
    const figure = (path: string) => shown(at(flat, path));
    if (medianOf(at(flat, 'postgresCpuMsPerSave')) === undefined) return [];
    return [
      `Saves flat out (${target}), CPU per save in ms: this process ${figure('processCpuMsPerSave')} ` +
        `(its event loop ${figure('eventLoopMsPerSave')}), PostgreSQL ${figure('postgresCpuMsPerSave')}, ` +
        `NATS ${figure('natsCpuMsPerSave')}; saves/s were CPU the only limit: ` +
        `${figure('cpuBoundSavesPerSec.now')} on ${figure('cpuBoundSavesPerSec.cores')} cores, ` +
        `${figure('cpuBoundSavesPerSec.withOneCoreMore')} with one more.`,
      '',
    ];
  });
}
