import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterBuild } from './after-build.ts';

/**
 * The web app is built in two passes (the author app on React, the learner pages on Preact), each
 * writing its own Vite manifest; the server and the bench read one: `.vite/manifest.json`, their union.
 */
export const PART_MANIFESTS = ['.vite/app-manifest.json', '.vite/player-manifest.json'] as const;

type Chunk = { file: string; isDynamicEntry?: boolean };

export async function mergeManifests(outDir: string): Promise<void> {
  const merged: Record<string, Chunk> = {};
  for (const part of PART_MANIFESTS) {
    const path = join(outDir, part);
    if (!existsSync(path)) continue;
    for (const [key, chunk] of Object.entries(JSON.parse(await readFile(path, 'utf8')) as Record<string, Chunk>)) {
      // Same key, same file: a chunk both passes produced byte for byte (its name holds its hash). A
      // view both load on demand (a block kind's) is built once per pass, on React and on Preact: the
      // learner pages' copy is kept, since packages, which read this by key, carry those pages.
      const onDemandInBoth = merged[key]?.isDynamicEntry && chunk.isDynamicEntry;
      if (merged[key] && merged[key].file !== chunk.file && !onDemandInBoth)
        throw new Error(`both web builds emit ${key}, as ${merged[key].file} and ${chunk.file}`);
      merged[key] = chunk;
    }
  }
  await writeFile(join(outDir, '.vite', 'manifest.json'), JSON.stringify(merged, null, 2));
}

/** A Vite plugin: after a pass is written, `.vite/manifest.json` is the union of both passes' manifests. */
export const mergedManifest = () => afterBuild('tessera-merged-manifest', mergeManifests);
