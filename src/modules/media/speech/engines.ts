import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The offline programs media work uses, from the system (Debian packages ffmpeg, pocketsphinx, espeak-ng). */
const ENGINE_COMMANDS = {
  ffmpeg: ['ffmpeg', ['-version']],
  pocketsphinx: ['pocketsphinx_continuous', ['-h']],
  espeak: ['espeak-ng', ['--version']],
} as const satisfies Record<string, readonly [string, readonly string[]]>;

type Engine = keyof typeof ENGINE_COMMANDS;
export type Engines = Record<Engine, boolean>;

/** Which of them this server can run: a missing one is named at start-up and in the editor, never a silent failure. */
export async function detectEngines(): Promise<Engines> {
  const found = await Promise.all(
    Object.entries(ENGINE_COMMANDS).map(async ([name, [command, args]]) => {
      try {
        await run(command, [...args], { timeout: 10_000 });
        return [name, true] as const;
      } catch (err) {
        // `-h` exits non-zero on some builds; only "not found" means missing.
        return [name, (err as NodeJS.ErrnoException).code !== 'ENOENT'] as const;
      }
    }),
  );
  return Object.fromEntries(found) as Engines;
}
