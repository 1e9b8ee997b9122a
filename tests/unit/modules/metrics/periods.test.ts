import { describe, expect, it } from 'vitest';
import { periodOf, periodsOf } from '../../../../src/modules/metrics/periods';
import { metricsQuery } from '../../../../src/modules/metrics/requests';

describe('metrics periods', () => {
  it('names a week by its ISO Monday, across a year’s end', () => {
    expect(periodOf('2027-01-01', 'week')).toBe('2026-12-28');
    expect(periodOf('2026-11-30', 'week')).toBe('2026-11-30');
    expect(periodOf('2026-12-06', 'week')).toBe('2026-11-30');
  });

  it('lists every period of a range, partial weeks included', () => {
    expect(periodsOf('2026-12-30', '2027-01-02', 'day')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(periodsOf('2026-12-31', '2027-01-12', 'week')).toEqual(['2026-12-28', '2027-01-04', '2027-01-11']);
    expect(periodsOf('2026-02-28', '2026-03-01', 'day')).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('takes a range of at most 731 days, from before to', () => {
    expect(metricsQuery.safeParse({ from: '2025-01-01', to: '2026-12-31' }).success).toBe(true);
    expect(metricsQuery.safeParse({ from: '2025-01-01', to: '2027-01-02' }).success).toBe(false);
    expect(metricsQuery.safeParse({ from: '2026-01-02', to: '2026-01-01' }).success).toBe(false);
    expect(metricsQuery.parse({ from: '2026-01-01', to: '2026-01-01' }).bucket).toBe('day');
  });
});
