import { onPath } from '../../../platform/on-path';

/** The offline programs media work uses, from the system (Debian packages ffmpeg, pocketsphinx, espeak-ng). */
const ENGINE_COMMANDS = {
  ffmpeg: 'ffmpeg',
  pocketsphinx: 'pocketsphinx_continuous',
  espeak: 'espeak-ng',
} as const satisfies Record<string, string>;

type Engine = keyof typeof ENGINE_COMMANDS;
export type Engines = Record<Engine, boolean>;

/**
 * Which of them this server can run: a missing one is named at start-up and in the editor, never a
 * silent failure. Looked up on PATH, not run: starting three programs took start-up a second and more.
 */
export async function detectEngines(env: NodeJS.ProcessEnv = process.env): Promise<Engines> {
  const found = await Promise.all(
    Object.entries(ENGINE_COMMANDS).map(async ([name, command]) => [name, await onPath(command, env)] as const),
  );
  return Object.fromEntries(found) as Engines;
}
