/**
 * CPU time the machine's database and message bus spent, read from /proc: what a save costs
 * beside Node's own, so a figure held down by the machine can say so (issue 46: "CPU of Node and
 * PostgreSQL per save; what one more core would give"). Linux only; elsewhere the figures are absent.
 */
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { round } from './stats';

const SERVICES = ['postgres', 'nats-server'] as const;
type Service = (typeof SERVICES)[number];
type ServiceCpu = Record<Service, number>;

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/** utime + stime of one /proc/<pid>/stat, with its reaped children's when `withChildren` (the postmaster's ended backends). */
export function ticksOf(stat: string, withChildren: boolean): { comm: string; ppid: number; ticks: number } {
  const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  // Fields after "(comm) ": state ppid … utime(14) stime(15) cutime(16) cstime(17), counted from 1 with pid.
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const field = (n: number) => Number(rest[n - 3]);
  const ticks = field(14) + field(15) + (withChildren ? field(16) + field(17) : 0);
  return { comm, ppid: field(4), ticks };
}

/** Milliseconds of CPU every running PostgreSQL and NATS process has used, ended backends included. */
export function serviceCpuMs(): ServiceCpu | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  const stats = new Map<number, string>();
  for (const pid of pids) {
    try {
      stats.set(Number(pid), readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      // Gone between the listing and the read: its time is in its parent's children's now.
    }
  }
  const parsed = new Map([...stats].map(([pid, stat]) => [pid, { stat, ...ticksOf(stat, false) }]));
  const used: ServiceCpu = { postgres: 0, 'nats-server': 0 };
  for (const { stat, comm, ppid, ticks } of parsed.values()) {
    const service = SERVICES.find((s) => comm === s);
    if (!service) continue;
    // The service's first process (the postmaster) also holds the time of its children that ended.
    const isRoot = parsed.get(ppid)?.comm !== service;
    used[service] += isRoot ? ticksOf(stat, true).ticks : ticks;
  }
  const msPerTick = 1000 / clockTicks();
  return { postgres: used.postgres * msPerTick, 'nats-server': used['nats-server'] * msPerTick };
}

/**
 * Runs a phase of `units` pieces of work (saves) and says what each cost in CPU: this process
 * (server and load thread), the server's event loop alone, PostgreSQL and NATS; and the rate this
 * machine's cores, and one core more, could carry were CPU the only limit (the event loop, one
 * thread, caps it too). Without `withServices` (PGlite, in this process) only this process's.
 */
export async function cpuPerUnit<T extends { saves: number }>(phase: () => Promise<T>, withServices: boolean) {
  const services = withServices ? serviceCpuMs() : undefined;
  const processCpu = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  const result = await phase();
  const loopUsed = performance.eventLoopUtilization(loop);
  const processUsed = process.cpuUsage(processCpu);
  const servicesAfter = services && serviceCpuMs();
  const per = (ms: number) => round(ms / result.saves, 3);
  const processMs = per((processUsed.user + processUsed.system) / 1000);
  const eventLoopMs = per(loopUsed.active);
  if (!services || !servicesAfter)
    return { ...result, processCpuMsPerSave: processMs, eventLoopMsPerSave: eventLoopMs };
  const postgresMs = per(servicesAfter.postgres - services.postgres);
  const natsMs = per(servicesAfter['nats-server'] - services['nats-server']);
  const totalMs = processMs + postgresMs + natsMs;
  const ceiling = (cores: number) => round(Math.min((cores * 1000) / totalMs, 1000 / eventLoopMs), 0);
  return {
    ...result,
    processCpuMsPerSave: processMs,
    eventLoopMsPerSave: eventLoopMs,
    postgresCpuMsPerSave: postgresMs,
    natsCpuMsPerSave: natsMs,
    cpuBoundSavesPerSec: {
      cores: cpus().length,
      now: ceiling(cpus().length),
      withOneCoreMore: ceiling(cpus().length + 1),
    },
  };
}
