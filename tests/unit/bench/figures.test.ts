import { describe, expect, it } from 'vitest';
import { missingFigures } from '../../bench/figures';

describe('missingFigures: what a smoke run of the benchmarks fails on', () => {
  it('passes a report whose every figure is a finite number', () => {
    expect(missingFigures({ append: { writers1: { eventsPerSec: 812.5, latency: { p99Ms: 3 } } }, note: 'x' })).toEqual(
      [],
    );
  });

  it('names a failed case, a NaN or null figure and an empty case by their paths', () => {
    expect(
      missingFigures({
        postgres: { append: { error: 'connection refused' }, sockets: { p99Ms: Number.NaN } },
        embedded: { library: {}, saves: { samples: [1, null] } },
      }),
    ).toEqual([
      'postgres.append: connection refused',
      'postgres.sockets.p99Ms: NaN',
      'embedded.library: empty',
      'embedded.saves.samples.1: null',
    ]);
  });
});
