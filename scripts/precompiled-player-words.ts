import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import { type Plugin, runnerImport } from 'vite';

/** A pack of the player's words: `src/web/blocks/words/<locale>.ts`, exporting `<locale>`. */
const PACK_FILE = /[\\/]src[\\/]web[\\/]blocks[\\/]words[\\/]([a-z]{2})\.ts$/;
const PARSER = '@formatjs/icu-messageformat-parser';
const parserless = createRequire(import.meta.url).resolve(`${PARSER}/no-parser.js`);

/**
 * For the player's builds: each pack of words ships parsed (ICU's syntax tree as JSON, which
 * intl-messageformat formats as it is), and the libraries get the ICU parser's types without the parser.
 * The player parses only an author's own words, with the parser it fetches for them
 * (words/parse-words.ts: our import of the parser is left alone).
 */
export function precompiledPlayerWords(): Plugin {
  return {
    name: 'tessera-precompiled-player-words',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== PARSER || !importer || !/[\\/]node_modules[\\/]/.test(importer)) return null;
      return parserless;
    },
    async transform(_code, id) {
      const locale = PACK_FILE.exec(id)?.[1];
      if (!locale) return null;
      const { module } = await runnerImport<Record<string, Record<string, string>>>(id);
      const pack = module[locale];
      if (!pack) throw new Error(`${id} exports no "${locale}"`);
      const parsed = Object.fromEntries(Object.entries(pack).map(([key, message]) => [key, parse(message)]));
      // JSON.parse of a string reads faster than the same object as script.
      return { code: `export const ${locale} = JSON.parse(${JSON.stringify(JSON.stringify(parsed))});\n`, map: null };
    },
  };
}
