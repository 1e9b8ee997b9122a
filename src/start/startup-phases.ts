/**
 * How long each step of start-up took, in ms: `loading` is from the process's start to the first
 * step (Node and the modules it loads), each later name the step that ended there.
 */
export type StartupPhases = { mark(step: string): void; phases(): Record<string, number> };

export function startupPhases(): StartupPhases {
  const phases: Record<string, number> = { loading: Math.round(performance.now()) };
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  phases['cpu:loading'] = Math.round((lastCpu.user + lastCpu.system) / 1000);
  return {
    mark(step) {
      const now = performance.now();
      phases[step] = Math.round(now - last);
      last = now;
      const c = process.cpuUsage(lastCpu);
      phases[`cpu:${step}`] = Math.round((c.user + c.system) / 1000);
      lastCpu = process.cpuUsage();
    },
    phases: () => ({ ...phases, total: Math.round(performance.now()) }),
  };
}
