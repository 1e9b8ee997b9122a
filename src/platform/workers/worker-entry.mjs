// Runs in each worker thread of the heavy-work pool (pool.ts). Task files are TypeScript, loaded
// through tsx as in the main thread; an error crosses back as plain fields, since a thread's errors
// lose their class on the way.
import { register } from 'tsx/esm/api';

register();
const { AppError } = await import('../errors.ts');
const loaded = new Map();

/** Runs `name`, exported by the task file `file`, on `input`. */
export default async function runTask({ file, name, input }) {
  let tasks = loaded.get(file);
  if (!tasks) {
    tasks = await import(file);
    loaded.set(file, tasks);
  }
  try {
    return { ok: true, value: await tasks[name](input) };
  } catch (error) {
    if (error instanceof AppError)
      return { ok: false, appError: { code: error.code, message: error.message, details: error.details } };
    return { ok: false, error: { name: error?.name ?? 'Error', message: String(error?.message ?? error) } };
  }
}
