import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

/** Whether `program` is a runnable file in one of PATH's folders, as a shell would find it (without running it). */
export async function onPath(program: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const extensions = process.platform === 'win32' ? (env.PATHEXT ?? '.EXE').split(';') : [''];
  const candidates = (env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .flatMap((dir) => extensions.map((extension) => join(dir, program + extension)));
  const runnable = await Promise.all(
    candidates.map((file) =>
      access(file, constants.X_OK).then(
        () => true,
        () => false,
      ),
    ),
  );
  return runnable.includes(true);
}
