import { AppError } from '../../../platform/errors';
import { type HeavyWork, WorkFailed, WorkOutOfMemory } from '../../../platform/workers/pool';
import { type AiProvider, AiUnsupported } from '../provider';

const TASKS = new URL('./worker-tasks.ts', import.meta.url).href;
/** The assistant's own time-out (its signal) ends a call first; this only backs it up. */
const GRACE_MS = 1_000;

/**
 * The offline provider, each call in a worker thread of the heavy-work pool: reading a long
 * module's text is seconds of work that would otherwise hold every other request.
 */
export function offlineProviderInWorkers(heavy: HeavyWork, timeoutMs: number): AiProvider {
  async function call<T>(name: keyof AiProvider, input: unknown, signal: AbortSignal): Promise<T> {
    try {
      return await heavy.run<T>({ file: TASKS, name }, input, { signal, timeoutMs: timeoutMs + GRACE_MS });
    } catch (error) {
      if (error instanceof WorkOutOfMemory)
        throw new AppError(
          'payload_too_large',
          'This text is too long for the assistant to read at once; send a part of it.',
        );
      if (error instanceof WorkFailed && error.name === 'AiUnsupported') throw new AiUnsupported(error.message);
      throw error;
    }
  }
  return {
    name: 'offline',
    outline: (input, signal) => call('outline', input, signal),
    questions: (input, signal) => call('questions', input, signal),
    rewrite: (input, signal) => call('rewrite', input, signal),
    labels: (input, signal) => call('labels', input, signal),
    feedbackByResult: (input, signal) => call('feedbackByResult', input, signal),
    feedbackByChoices: (input, signal) => call('feedbackByChoices', input, signal),
    trivia: (input, signal) => call('trivia', input, signal),
  };
}
