import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onPath } from '../../../platform/on-path';
import { type Run, runsText } from '../inline-codes';
import { batchHtml, parseBatch } from './apertium-markup';
import { type LanguagePair, type TranslationEngine, TranslationUnavailable } from './engine';
import { amongBlanks, fitToSource, needsTranslation } from './fit-to-source';
import { protectTerms } from './glossary-tokens';
import { baseLanguage, languageName, tagOfApertiumLanguage } from './languages';

export type ApertiumOptions = {
  /** The apertium script; `apertium` on the PATH by default. */
  command?: string;
  /** A directory of language data with its own `modes/` (apertium -d); /usr/share/apertium by default. */
  dataDir?: string;
};

/** The offline engine, which can also say why it cannot work. */
export type OfflineEngine = TranslationEngine & {
  /** What start-up and the UI say when offline translation is off, and how to turn it on; null when it works. */
  problem(): Promise<string | null>;
};

/** One process per this many characters of html: a module is one call, a whole course a few. */
const CHUNK_CHARACTERS = 60_000;
const INSTALL = 'apt-get install apertium apertium-eng-spa';

class NotInstalled extends Error {}

type ProcessResult = { output: string; code: number | null; stderr: string };

/** Runs apertium with `args`; the whole process group dies on abort (apertium is a shell pipeline). */
function run(command: string, args: string[], signal: AbortSignal): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    signal.throwIfAborted();
    // Apertium refuses to run outside a UTF-8 locale; Debian always has C.UTF-8.
    const child = spawn(command, args, {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C.UTF-8' },
    });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
      reject(signal.reason);
    };
    signal.addEventListener('abort', kill, { once: true });
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      signal.removeEventListener('abort', kill);
      reject(error.code === 'ENOENT' || error.code === 'EACCES' ? new NotInstalled(error.message) : error);
    });
    child.on('close', (code) => {
      signal.removeEventListener('abort', kill);
      resolve({
        output: Buffer.concat(stdout).toString('utf8'),
        code,
        stderr: Buffer.concat(stderr).toString('utf8'),
      });
    });
  });
}

/**
 * Runs apertium on `input` given as a file: with transfuse (which keeps inline tags on their
 * words) apertium cannot read html from a socket, and Node's child stdin is one.
 */
async function runOnFile(command: string, args: string[], input: string, signal: AbortSignal) {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-apertium-'));
  try {
    const file = join(dir, 'input.html');
    await writeFile(file, input);
    return await run(command, [...args, file], signal);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Segments in batches of at most CHUNK_CHARACTERS of html (a longer segment goes alone). */
function chunks(segments: Run[][]): Run[][][] {
  const out: Run[][][] = [];
  let size = Infinity;
  for (const segment of segments) {
    const length = batchHtml([segment]).length;
    if (size + length > CHUNK_CHARACTERS) {
      out.push([]);
      size = 0;
    }
    out[out.length - 1]!.push(segment);
    size += length;
  }
  return out;
}

/**
 * What Apertium does that a translator would not: it capitalises a segment's first word as the
 * start of a sentence, leaves two spaces where it drops a word ("it's fine" → "y  es bien"), and
 * puts a space before a full stop that ends a sentence inside formatting ("la salida . Mantiene").
 */
function tidy(source: Run[], translated: Run[]): Run[] {
  const text = runsText(source);
  const lowerStart = /^[^\p{L}]*\p{Ll}/u.test(text);
  const keepDoubleSpaces = text.includes('  ');
  const keepSpaceBeforeStop = / [.,;:!?]/.test(text);
  let first = true;
  return translated.map((run) => {
    if (typeof run !== 'string') return run;
    let out = keepDoubleSpaces ? run : run.replace(/ {2,}/g, ' ');
    if (!keepSpaceBeforeStop) out = out.replace(/(\p{L}) ([.,;:!?])/gu, '$1$2');
    if (first && /\p{L}/u.test(out)) {
      first = false;
      if (lowerStart) out = out.replace(/\p{L}/u, (letter) => letter.toLowerCase());
    }
    return out;
  });
}

/** Apertium, the offline engine: rule-based, fast, for the pairs whose language data is installed. */
export function apertiumEngine(options: ApertiumOptions = {}): OfflineEngine {
  const command = options.command ?? 'apertium';
  const dataArgs = options.dataDir ? ['-d', options.dataDir] : [];
  const never = new AbortController().signal;

  /** Tessera's pair "en>es" → Apertium's mode "eng-spa". Read once: installing a pair needs a restart. */
  let modes: Promise<Map<string, string> | NotInstalled> | undefined;
  const listModes = () => {
    modes ??= run(command, [...dataArgs, '-l'], never).then(
      ({ output }) => {
        const map = new Map<string, string>();
        for (const mode of output.split('\n').map((line) => line.trim())) {
          const [from, to, ...rest] = mode.split('-').map(tagOfApertiumLanguage);
          if (from && to && !rest.length) map.set(`${from}>${to}`, mode);
        }
        return map;
      },
      (error: unknown) => {
        if (error instanceof NotInstalled) return error;
        modes = undefined;
        throw error;
      },
    );
    return modes;
  };

  const unavailable = (from: string, to: string) =>
    new TranslationUnavailable(
      `Offline translation from ${languageName(from)} to ${languageName(to)} is not available on this server`,
    );

  async function modeFor(from: string, to: string): Promise<string> {
    const known = await listModes();
    const mode =
      known instanceof NotInstalled
        ? undefined
        : (known.get(`${from}>${to}`) ?? known.get(`${baseLanguage(from)}>${baseLanguage(to)}`));
    if (!mode) throw unavailable(from, to);
    return mode;
  }

  async function translateChunk(mode: string, from: string, to: string, segments: Run[][], signal: AbortSignal) {
    let result: ProcessResult;
    try {
      result = await runOnFile(command, [...dataArgs, '-u', '-f', 'html', mode], batchHtml(segments), signal);
    } catch (error) {
      if (error instanceof NotInstalled) throw unavailable(from, to);
      throw error;
    }
    const parsed = result.code === 0 ? parseBatch(result.output, segments.length) : undefined;
    if (!parsed)
      throw new TranslationUnavailable(
        `Offline translation from ${languageName(from)} to ${languageName(to)} failed on this server`,
        { cause: new Error(`apertium ${mode} exited with ${result.code}: ${result.stderr.slice(0, 500)}`) },
      );
    return parsed.map((runs, index) => fitToSource(segments[index]!, tidy(segments[index]!, runs)));
  }

  return {
    name: 'apertium',
    async pairs() {
      const known = await listModes();
      if (known instanceof NotInstalled) return [];
      return [...known.keys()].map((key) => {
        const [from, to] = key.split('>') as [string, string];
        return { from, to } satisfies LanguagePair;
      });
    },
    async translate({ from, to, segments, glossary = [] }, signal) {
      const mode = await modeFor(from, to);
      const todo = segments.filter(needsTranslation);
      const terms = protectTerms(todo, glossary);
      const done: Run[][] = [];
      for (const chunk of chunks(terms.segments)) done.push(...(await translateChunk(mode, from, to, chunk, signal)));
      return {
        segments: amongBlanks(segments, terms.restore(done)),
        units: todo.reduce((sum, runs) => sum + runsText(runs).length, 0),
      };
    },
    async problem() {
      const known = await listModes();
      if (known instanceof NotInstalled)
        return `Apertium is not installed: offline machine translation is off (${INSTALL})`;
      if (!known.size)
        return `Apertium has no language pairs installed: offline machine translation is off (${INSTALL})`;
      // Without transfuse, apertium's older html reader leaves bold and links on the wrong words.
      if (!(await onPath('tf-extract')))
        return 'Transfuse is not installed: offline machine translation may put formatting on the wrong words (apt-get install transfuse)';
      return null;
    },
  };
}
