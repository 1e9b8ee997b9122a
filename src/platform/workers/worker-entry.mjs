// Runs in each worker thread of the heavy-work pool (pool.ts). Run from the sources (tests, tsx),
// task files are TypeScript, loaded through tsx as in the main thread; the built server's are
// JavaScript (scripts/build-server.mjs) and need no tsx. An error crosses back as plain fields,
// since a thread's errors lose their class on the way.
const loaded = new Map();
let errors;

async function tasksOf(file) {
  if (!errors) {
    if (file.endsWith('.ts')) (await import('tsx/esm/api')).register();
    errors = await import('../errors.ts');
  }
  let tasks = loaded.get(file);
  if (!tasks) {
    tasks = await import(file);
    loaded.set(file, tasks);
  }
  return tasks;
}

/** Runs `name`, exported by the task file `file`, on `input`. */
export default async function runTask({ file, name, input }) {
  const tasks = await tasksOf(file);
  try {
    return { ok: true, value: await tasks[name](input) };
  } catch (error) {
    if (error instanceof errors.AppError)
      return { ok: false, appError: { code: error.code, message: error.message, details: error.details } };
    return { ok: false, error: { name: error?.name ?? 'Error', message: String(error?.message ?? error) } };
  }
}
