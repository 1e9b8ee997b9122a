import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

type Voice = { id: string; label: string };

export type TextToSpeech = {
  name: string;
  available: boolean;
  voices: readonly Voice[];
  /** Speaks `text` into a WAV file. */
  speak(text: string, voice: string, wav: string): Promise<void>;
};

/** The voice a script is spoken in: the one asked for when the engine has it, else the engine's first. */
export const voiceToUse = (engine: Pick<TextToSpeech, 'voices'>, asked: string): string =>
  engine.voices.some((v) => v.id === asked) ? asked : (engine.voices[0]?.id ?? asked);

const ESPEAK_VOICES: readonly Voice[] = [
  { id: 'en-us+m3', label: 'American English, male' },
  { id: 'en-us+f3', label: 'American English, female' },
  { id: 'en-gb+m3', label: 'British English, male' },
  { id: 'en-gb+f4', label: 'British English, female' },
];

/** The offline engine: eSpeak NG, in a few English voices. */
export const espeak = (available: boolean): TextToSpeech => ({
  name: 'espeak-ng (offline)',
  available,
  voices: ESPEAK_VOICES,
  async speak(text, voice, wav) {
    const known = voiceToUse({ voices: ESPEAK_VOICES }, voice);
    // The script is one argument after `--` (never a shell, never an option).
    await run('espeak-ng', ['-v', known, '-s', '155', '-w', wav, '--', text]);
  },
});
