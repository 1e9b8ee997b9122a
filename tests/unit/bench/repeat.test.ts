import { describe, expect, it } from 'vitest';
import { headlineTable } from '../../bench/headline';
import { flaggedPaths, mergeRuns } from '../../bench/repeat';
import { baselineDrift } from '../../bench/stats';

describe('mergeRuns: three runs of a case as one report', () => {
  it('gives a figure that moved its median, min and max, and keeps what every run agrees on', () => {
    const runs = [
      { clients: 20, ratio: 0.81, latency: { p99Ms: 12 }, encoding: 'br' },
      { clients: 20, ratio: 0.74, latency: { p99Ms: 30 }, encoding: 'br' },
      { clients: 20, ratio: 0.86, latency: { p99Ms: 14 }, encoding: 'br' },
    ];
    expect(mergeRuns(runs)).toEqual({
      clients: 20,
      ratio: { median: 0.81, min: 0.74, max: 0.86, runs: [0.81, 0.74, 0.86] },
      latency: { p99Ms: { median: 14, min: 12, max: 30, runs: [12, 30, 14] } },
      encoding: 'br',
    });
  });

  it('keeps a failed run visible beside the others', () => {
    const merged = mergeRuns([{ p99Ms: 3 }, { error: 'connection refused' }]) as Record<string, unknown>;
    expect(merged.error).toEqual([undefined, 'connection refused']);
    expect(merged.p99Ms).toEqual([3, undefined]);
  });

  it('leaves a single run as it is', () => {
    expect(mergeRuns([{ ratio: 0.8 }])).toEqual({ ratio: 0.8 });
  });
});

describe('baselines that moved', () => {
  it('flags a baseline that moved more than 20 % between before and after, and names where', () => {
    expect(baselineDrift(1000, 1150).flagged).toBe(false);
    expect(baselineDrift(1000, 750)).toEqual({ before: 1000, after: 750, moved: 0.25, flagged: true });
    const report = {
      'postgres+nats': {
        learnerReads: mergeRuns([{ bareDrift: baselineDrift(1000, 990) }, { bareDrift: baselineDrift(1000, 600) }]),
        append: { writers8: { baselineDrift: baselineDrift(500, 510) } },
      },
    };
    expect(flaggedPaths(report)).toEqual(['postgres+nats.learnerReads.bareDrift']);
  });
});

describe('headlineTable', () => {
  it('gives each measured figure its median, range, goal and whether the median meets it', () => {
    const report = {
      'postgres+nats': {
        learnerReads: mergeRuns([
          { ratio: 0.82, ratio304: 0.9 },
          { ratio: 0.7, ratio304: 0.95 },
          { ratio: 0.85, ratio304: 0.91 },
        ]),
      },
    };
    const table = headlineTable(report);
    expect(table).toContain('| learner GET / bare Hono | postgres+nats | 0.82 [0.7–0.85] | ≥ 0.8 | yes |');
    expect(table).toContain('| learner GET 304 / bare Hono | postgres+nats | 0.91 [0.9–0.95] | ≥ 0.8 | yes |');
    // Cases the run did not measure are left out, not shown as missing.
    expect(table).not.toContain('saves');
  });

  it('says no where the median misses its goal', () => {
    const report = { 'postgres+nats': { saves: { openLoop: { p99Ms: { median: 69, min: 60, max: 80, runs: [] } } } } };
    expect(headlineTable(report)).toContain('| saves open loop p99 | postgres+nats | 69 [60–80] | ≤ 50 ms | **no** |');
  });
});
