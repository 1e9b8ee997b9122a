/**
 * A case runs several times, each in a fresh process; its reports have one shape. They are merged
 * into that shape: a number that differs between runs becomes `{ median, min, max, runs }`, a
 * number every run agrees on (a size, a count set by the case) stays as it is, and any other value
 * that differs is kept per run as a list.
 */
import { spread } from './stats';

export type Spread = { median: number; min: number; max: number; runs: number[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function mergeRuns(runs: readonly unknown[]): unknown {
  if (runs.length === 1) return runs[0];
  const first = runs[0];
  if (runs.every((run) => typeof run === 'number')) {
    const values = runs as number[];
    return values.every((v) => v === first) ? first : spread(values, 3);
  }
  if (runs.every(isRecord)) {
    const keys = [...new Set(runs.flatMap((run) => Object.keys(run)))];
    // A run that failed has `error` where the others have figures: the failure must show.
    return Object.fromEntries(keys.map((key) => [key, mergeRuns(runs.map((run) => run[key]))]));
  }
  if (runs.every((run) => Array.isArray(run) && run.length === (first as unknown[]).length))
    return (first as unknown[]).map((_, i) => mergeRuns(runs.map((run) => (run as unknown[])[i])));
  return runs.every((run) => JSON.stringify(run) === JSON.stringify(first)) ? first : [...runs];
}

/** The median of a figure whether it was merged or stands alone (one run, or runs that agreed). */
export function medianOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (isRecord(value) && typeof value.median === 'number') return value.median;
  return undefined;
}

/** Paths of every `flagged: true` (in any run) in a report. */
export function flaggedPaths(report: unknown, path = ''): string[] {
  if (Array.isArray(report)) return report.flatMap((item, i) => flaggedPaths(item, `${path}[${i}]`));
  if (!isRecord(report)) return [];
  const here = report.flagged === true || (Array.isArray(report.flagged) && report.flagged.includes(true));
  return [
    ...(here ? [path] : []),
    ...Object.entries(report).flatMap(([key, value]) => flaggedPaths(value, path ? `${path}.${key}` : key)),
  ];
}
