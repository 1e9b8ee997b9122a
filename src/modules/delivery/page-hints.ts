import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fontFiles, TESSERA_FONTS } from '../themes';
import type { LearnerReads } from './api-learner';
import { learnerModuleAddress } from './learner-address';
import type { LearnerModule } from './learner-module';
import { courseOfBlock, learnerModuleOf } from './published';

/** A learner route, as the player reads it (src/web/player/route.ts): which module, in which language. */
export type LearnerPage = { kind: string; id: string; language: string | null };

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The player's chunks by source (the player build's manifest): a language's words are `blocks/words/<language>.ts`. */
async function playerChunks(webRoot: string): Promise<Map<string, string>> {
  try {
    const manifest = JSON.parse(await readFile(join(webRoot, '.vite', 'player-manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    return new Map(Object.entries(manifest).map(([source, chunk]) => [source, `/${chunk.file}`]));
  } catch {
    return new Map();
  }
}

/**
 * The faces the cover is drawn in (learnerLook.css): its title in the heading font, bold, and its
 * description. Only these are hinted: the others would share the phone's link with the player's
 * script, and the player loads them once it has started.
 */
function coverFaces(module: LearnerModule): string[] {
  const { headingFont, descriptionFont } = module.look;
  const faces = [
    { id: headingFont, weight: 700 },
    ...(module.description ? [{ id: descriptionFont, weight: 400 }] : []),
  ];
  return faces.flatMap(({ id, weight }) =>
    fontFiles(id)
      .filter((f) => f.subset === 'latin' && f.weight === weight)
      .map((f) => `${TESSERA_FONTS}${f.file}`),
  );
}

/**
 * What the page asks the browser for before the player's script has run, so that what the cover
 * needs does not wait for the script, then for the module, then for its theme: the module's JSON
 * at the address the player fetches it from, the cover's faces, and the words of the module's
 * language when they are a file of their own.
 */
function hintsOf(module: LearnerModule, moduleAddress: string, chunks: Map<string, string>): string[] {
  const words = chunks.get(`blocks/words/${module.language.split('-')[0]!.toLowerCase()}.ts`);
  return [
    `<link rel="preload" href="${attribute(moduleAddress)}" as="fetch" crossorigin>`,
    ...(words ? [`<link rel="modulepreload" href="${words}" crossorigin>`] : []),
    ...coverFaces(module).map((face) => `<link rel="preload" href="${face}" as="font" type="font/woff2" crossorigin>`),
  ];
}

/** The hints for a learner page, or none when its module cannot be read (the player then says why). */
export function learnerPageHints(reads: LearnerReads, webRoot: string) {
  let chunks: Promise<Map<string, string>> | null = null;
  return async ({ kind, id, language }: LearnerPage): Promise<string[]> => {
    chunks ??= playerChunks(webRoot);
    try {
      const courseId = kind === 'block' ? await courseOfBlock(reads.source, id) : id;
      const module = await learnerModuleOf(reads.source, await reads.heads.get(courseId), language ?? undefined);
      return hintsOf(module, learnerModuleAddress(kind === 'block' ? 'blocks' : 'modules', id, language), await chunks);
    } catch {
      return [];
    }
  };
}
