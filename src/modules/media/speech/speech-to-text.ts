import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Cue } from './vtt';

const run = promisify(execFile);

export type SpeechToText = {
  /** What does the work, for people ("pocketsphinx (offline)", "whisper-1 at https://…"). */
  name: string;
  /** Whether it can run here (an offline engine may be missing). */
  available: boolean;
  /** The languages it understands (BCP 47 primary tags), or any. */
  languages: readonly string[] | 'any';
  /** Captions of a 16 kHz mono WAV file. */
  transcribe(wav: string, language: string): Promise<Cue[]>;
};

export const understands = (engine: SpeechToText, language: string) =>
  engine.languages === 'any' || engine.languages.includes(language.split('-')[0]!.toLowerCase());

const MODEL = '/usr/share/pocketsphinx/model/en-us';

type Word = { word: string; start: number; end: number };

/** `pocketsphinx_continuous -time yes` prints one line per word: `word start end confidence`. */
function wordsOfPocketsphinx(output: string): Word[] {
  return output
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((parts) => parts.length === 4 && !parts[0]!.startsWith('<') && !Number.isNaN(Number(parts[1])))
    .map(([word, start, end]) => ({ word: word!.replace(/\(\d+\)$/, ''), start: Number(start), end: Number(end) }))
    .filter((w) => w.word !== '[NOISE]' && w.word !== '[SPEECH]');
}

const MAX_WORDS = 8;
const MAX_SECONDS = 4;
const PAUSE = 0.6;

/** Words grouped into captions: a new one after a pause, or when one gets long. */
function cuesOfWords(words: Word[]): Cue[] {
  const cues: Cue[] = [];
  let current: Word[] = [];
  const flush = () => {
    if (current.length === 0) return;
    cues.push({ start: current[0]!.start, end: current.at(-1)!.end, text: current.map((w) => w.word).join(' ') });
    current = [];
  };
  for (const word of words) {
    const last = current.at(-1);
    if (
      last &&
      (word.start - last.end > PAUSE || current.length >= MAX_WORDS || word.end - current[0]!.start > MAX_SECONDS)
    )
      flush();
    current.push(word);
  }
  flush();
  return cues;
}

/** The offline engine: CMU PocketSphinx with its US English model (Debian's pocketsphinx-en-us). */
export const pocketsphinx = (available: boolean): SpeechToText => ({
  name: 'pocketsphinx (offline, US English model)',
  available,
  languages: ['en'],
  async transcribe(wav) {
    const { stdout } = await run(
      'pocketsphinx_continuous',
      [
        '-infile',
        wav,
        '-time',
        'yes',
        '-hmm',
        join(MODEL, 'en-us'),
        '-lm',
        join(MODEL, 'en-us.lm.bin'),
        '-dict',
        join(MODEL, 'cmudict-en-us.dict'),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return cuesOfWords(wordsOfPocketsphinx(stdout));
  },
});
