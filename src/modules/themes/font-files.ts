import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fontFiles, parseFontFile, type FontFile } from './fonts';

const require = createRequire(import.meta.url);

/** Where an @fontsource package keeps its files (resolved through Node, so any node_modules layout works). */
const filesDir = (fontId: string) => join(dirname(require.resolve(`@fontsource/${fontId}`)), 'files');

/** The bytes of a font file of the catalogue, or null for any other name. */
export async function readFontFile(name: string): Promise<Buffer | null> {
  const file = parseFontFile(name);
  return file ? readFile(join(filesDir(file.font.id), file.file)) : null;
}

/** Every file of the given fonts, for a package that must work without the web. */
export async function fontPackageFiles(fontIds: string[]): Promise<{ file: FontFile; source: Buffer }[]> {
  const files = fontIds.flatMap(fontFiles);
  return Promise.all(
    files.map(async (file) => ({ file, source: await readFile(join(filesDir(file.font.id), file.file)) })),
  );
}
