/**
 * How long each step of start-up took, in ms: `loading` is from the process's start to the first
 * step (Node and the modules it loads), each later name the step that ended there; `total` since
 * the process started, and `cpu` the processor time it used (on a busy machine, the part of the
 * wait that was its own).
 */
export type StartupPhases = { mark(step: string): void; phases(): Record<string, number> };

export function startupPhases(): StartupPhases {
  const phases: Record<string, number> = { loading: Math.round(performance.now()) };
  let last = performance.now();
  return {
    mark(step) {
      const now = performance.now();
      phases[step] = Math.round(now - last);
      last = now;
    },
    phases: () => {
      const cpu = process.cpuUsage();
      return { ...phases, total: Math.round(performance.now()), cpu: Math.round((cpu.user + cpu.system) / 1000) };
    },
  };
}
