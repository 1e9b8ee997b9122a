/** Small statistics helpers for the benchmarks (no assertions anywhere: these only describe). */
import { loadavg } from 'node:os';

/** Nearest-rank percentile of an unsorted sample, p in [0, 100]. NaN for an empty sample. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export const median = (values: readonly number[]): number => percentile(values, 50);

/** Rounds for the report: enough digits to compare runs, not so many as to pretend precision. */
export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function latencySummary(samplesMs: readonly number[]) {
  return {
    p50Ms: round(percentile(samplesMs, 50), 3),
    p95Ms: round(percentile(samplesMs, 95), 3),
    p99Ms: round(percentile(samplesMs, 99), 3),
    // Not Math.max(...samples): a few hundred thousand arguments overflow the stack.
    maxMs: round(samplesMs.length ? samplesMs.reduce((max, s) => Math.max(max, s)) : Number.NaN, 3),
  };
}

/** Progress for humans: stderr only, stdout is reserved for the one JSON document. */
export function progress(message: string): void {
  process.stderr.write(`[bench ${process.env.BENCH_TARGET ?? ''}] ${message}\n`);
}

export const now = (): number => performance.now();

/** Beyond this, a baseline measured before and after a case moved too much for its ratio to hold. */
export const BASELINE_DRIFT_LIMIT = 0.2;

/**
 * A case's own baseline, measured just before and just after it: how far it moved meanwhile, and
 * `flagged` when that is more than 20 % (the machine changed under the case; its ratio is suspect).
 */
export function baselineDrift(before: number, after: number) {
  const moved = Math.abs(after - before) / Math.max(before, Number.MIN_VALUE);
  return {
    before: round(before, 1),
    after: round(after, 1),
    moved: round(moved, 3),
    flagged: moved > BASELINE_DRIFT_LIMIT,
  };
}

/** Median and range of a few runs (each run's value kept), for figures measured several times in fresh processes. */
export function spread(values: readonly number[], digits = 2) {
  return {
    median: round(median(values), digits),
    min: round(Math.min(...values), digits),
    max: round(Math.max(...values), digits),
    runs: [...values],
  };
}

/** The 1-minute load average, printed beside wall-clock figures (other work on the machine stretches them). */
export const load1 = (): number => round(loadavg()[0]!, 2);
