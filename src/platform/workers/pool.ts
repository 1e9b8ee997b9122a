import { availableParallelism } from 'node:os';
import type { Piscina } from 'piscina';
import { AppError, type ErrorCode } from '../errors';

/** A function a task file exports, run in a worker thread: its file (a `file://` URL) and its name. */
export type WorkerTask = { file: string; name: string };

/** The job needed more memory than one job may use: its worker was stopped. */
export class WorkOutOfMemory extends Error {
  override readonly name = 'WorkOutOfMemory';
}
/** The job ran past its time: its worker was stopped. */
export class WorkTimedOut extends Error {
  override readonly name = 'WorkTimedOut';
}
/** The job failed with an error that is not an AppError; `name` is the error's own. */
export class WorkFailed extends Error {
  constructor(
    override readonly name: string,
    message: string,
  ) {
    super(message);
  }
}

type Outcome =
  | { ok: true; value: unknown }
  | { ok: false; appError: { code: ErrorCode; message: string; details?: unknown } }
  | { ok: false; error: { name: string; message: string } };

export type HeavyWork = {
  /**
   * Runs `task` on `input` in a worker thread, never on the event loop: the worker is stopped when
   * `signal` aborts, after `timeoutMs`, or when its heap passes the pool's limit. An AppError the
   * task throws comes back as one (the request's answer); other failures as WorkFailed.
   */
  run<T>(task: WorkerTask, input: unknown, options: { timeoutMs: number; signal?: AbortSignal }): Promise<T>;
  /** Jobs running or waiting now. */
  inFlight(): number;
  close(): Promise<void>;
};

export type HeavyWorkLimits = {
  /** Worker threads at most; the event loop keeps a core to itself where there are several. */
  threads?: number;
  /** Heap of one worker (V8's old generation), in MB: a job past it is stopped, not the process. */
  memoryMb?: number;
};

const ENTRY = new URL('./worker-entry.mjs', import.meta.url).href;
/** An idle worker is kept this long: starting one (the task's modules, through tsx from the sources) costs up to a second or so. */
const IDLE_MS = 60_000;

/**
 * The pool that runs heavy parsing and text work (documents, the offline assistant, XLIFF) off
 * the event loop (piscina), each job with a time and a memory limit, so that a save or a health
 * check never waits behind one.
 */
export function createHeavyWork(limits: HeavyWorkLimits = {}): HeavyWork {
  const threads = limits.threads ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  // Made (and piscina loaded) with the first job, not at start-up.
  let pool: Promise<Piscina> | undefined;
  const poolOf = () => {
    pool ??= import('piscina').then(
      (piscina) =>
        new piscina.Piscina({
          filename: ENTRY,
          minThreads: 0,
          maxThreads: threads,
          idleTimeout: IDLE_MS,
          resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb ?? 768 },
        }),
    );
    return pool;
  };
  let inFlight = 0;
  return {
    async run<T>(task: WorkerTask, input: unknown, options: { timeoutMs: number; signal?: AbortSignal }) {
      inFlight++;
      try {
        return await runOne<T>(task, input, options);
      } finally {
        inFlight--;
      }
    },
    inFlight: () => inFlight,
    close: async () => {
      await (await pool)?.destroy();
    },
  };

  async function runOne<T>(task: WorkerTask, input: unknown, options: { timeoutMs: number; signal?: AbortSignal }) {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    let outcome: Outcome;
    try {
      outcome = await (await poolOf()).run({ file: task.file, name: task.name, input }, { signal });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw new WorkOutOfMemory(`${task.name} needed more memory than one job may use`);
      if (timeout.aborted) throw new WorkTimedOut(`${task.name} took longer than ${options.timeoutMs} ms`);
      if (options.signal?.aborted) throw options.signal.reason;
      throw error;
    }
    if (outcome.ok) return outcome.value as T;
    if ('appError' in outcome)
      throw new AppError(outcome.appError.code, outcome.appError.message, outcome.appError.details);
    throw new WorkFailed(outcome.error.name, outcome.error.message);
  }
}
