import type { Block } from '../../modules/courses/content';
import type { PlayerWordKey } from '../../modules/courses/translation/shared';
import { type LearnerModule, languageQuery, learnerModuleAddress } from '../../modules/delivery/shared';

type ModuleWithBlocks = LearnerModule & { blocks: Block[] };

/** Why the module cannot be shown, for the learner to read: a player word, or the server's own message when it gave one. */
export class PlayerError extends Error {
  constructor(
    readonly word: PlayerWordKey,
    readonly values: Record<string, string | number> = {},
    readonly serverMessage?: string,
  ) {
    super(serverMessage ?? word);
  }
}

async function call(path: string, init?: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    throw new PlayerError('player.unreachable');
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.status === 404) throw new PlayerError('player.notPublished');
  if (!res.ok)
    throw new PlayerError('player.notLoaded', { status: res.status }, (body as { message?: string } | null)?.message);
  return body;
}

/**
 * The server validated what it published, so the player checks only that the answer is a module
 * (no schema library in the player's bundle: it is most of what a learner would download).
 */
function parseModule(body: unknown): ModuleWithBlocks {
  const module = body as Partial<ModuleWithBlocks> | null;
  const isModule =
    typeof module === 'object' &&
    module !== null &&
    typeof module.id === 'string' &&
    typeof module.title === 'string' &&
    Array.isArray(module.languages) &&
    module.languages.length > 0 &&
    Array.isArray(module.blocks) &&
    typeof module.settings === 'object' &&
    typeof module.look === 'object';
  if (!isModule) throw new Error('the answer is not a module');
  return module as ModuleWithBlocks;
}

export const fetchModule = async (courseId: string, language: string | null = null) =>
  parseModule(await call(learnerModuleAddress('modules', courseId, language)));
export const fetchBlock = async (blockId: string, language: string | null = null) =>
  parseModule(await call(learnerModuleAddress('blocks', blockId, language)));

/** The live module of a dispatch, with the session its package opened. */
export const fetchDispatchModule = async (dispatchId: string, session: string, language: string | null = null) =>
  parseModule(
    await call(`/api/dispatch/${encodeURIComponent(dispatchId)}/module${languageQuery(language)}`, {
      headers: { 'x-dispatch-session': session },
    }),
  );
