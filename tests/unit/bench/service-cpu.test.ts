import { describe, expect, it } from 'vitest';
import { serviceCpuMs, ticksOf } from '../../bench/service-cpu';

// A /proc/<pid>/stat line whose command name holds a space and a parenthesis, as a process may name itself.
const STAT =
  '4242 (postgres: a (b)) S 4000 4000 4000 0 -1 4194560 500 0 0 0 120 30 7 3 20 0 1 0 104083 3133440 382 0 0 0';

describe('the CPU a service used, from /proc', () => {
  it('reads the name, the parent and the ticks past a name with spaces and parentheses', () => {
    expect(ticksOf(STAT, false)).toEqual({ comm: 'postgres: a (b)', ppid: 4000, ticks: 150 });
  });

  it('adds the reaped children’s ticks only when asked (the postmaster’s ended backends)', () => {
    expect(ticksOf(STAT, true).ticks).toBe(160);
  });

  it('gives a number of milliseconds for each service on Linux', () => {
    const used = serviceCpuMs();
    expect(used).toBeDefined();
    expect(used!.postgres).toBeGreaterThanOrEqual(0);
    expect(Number.isFinite(used!['nats-server'])).toBe(true);
  });
});
