import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type Voice = { id: string; label: string };

export type TextToSpeech = {
  voices: readonly Voice[];
  /** Speaks `text` into a WAV file. */
  speak(text: string, voice: string, wav: string): Promise<void>;
};

/** The offline engine: eSpeak NG, in a few English voices. */
export const espeak: TextToSpeech = {
  voices: [
    { id: 'en-us+m3', label: 'American English, male' },
    { id: 'en-us+f3', label: 'American English, female' },
    { id: 'en-gb+m3', label: 'British English, male' },
    { id: 'en-gb+f4', label: 'British English, female' },
  ],
  async speak(text, voice, wav) {
    const known = espeak.voices.some((v) => v.id === voice) ? voice : espeak.voices[0]!.id;
    // The script goes in on stdin-free argv after `--`, never through a shell.
    await run('espeak-ng', ['-v', known, '-s', '155', '-w', wav, '--', text]);
  },
};
