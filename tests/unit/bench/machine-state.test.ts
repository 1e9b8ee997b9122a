import { describe, expect, it } from 'vitest';
import { busyShareBetween } from '../../bench/machine-state';

/** /proc/stat's first line: user nice system idle iowait irq softirq steal, in ticks since boot. */
const stat = (user: number, system: number, idle: number, iowait: number, steal = 0) =>
  `cpu  ${user} 0 ${system} ${idle} ${iowait} 0 0 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 0 0\n`;

describe('busyShareBetween', () => {
  it('is the share of ticks neither idle nor waiting on the disk', () => {
    expect(busyShareBetween(stat(100, 50, 1000, 10), stat(130, 60, 1050, 20))).toBeCloseTo(40 / 100);
  });

  it('counts time stolen by the host as busy', () => {
    expect(busyShareBetween(stat(0, 0, 0, 0, 0), stat(10, 0, 60, 0, 30))).toBeCloseTo(40 / 100);
  });

  it('is 0 for a machine that did nothing, and for readings with no ticks between them', () => {
    expect(busyShareBetween(stat(5, 5, 100, 0), stat(5, 5, 200, 0))).toBe(0);
    expect(busyShareBetween(stat(5, 5, 100, 0), stat(5, 5, 100, 0))).toBe(0);
  });
});
