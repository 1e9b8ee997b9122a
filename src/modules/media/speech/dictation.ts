import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toSpeechWav } from '../jobs/audio-files';
import { withTempDir } from '../temp-files';
import { type SpeechToText, understands } from './speech-to-text';
import { transcriptOf } from './vtt';
import { unsupportedLanguage } from '../jobs/transcribe';

/** A recording the author dictated (any format ffmpeg reads, e.g. the browser's WebM/Opus), as plain text. */
export function dictation(speechToText: SpeechToText, tempDir: string) {
  return {
    engine: speechToText.name,
    async transcribe(recording: Buffer, language: string): Promise<string> {
      if (!speechToText.available)
        throw new Error(`Speech to text is not installed on this server (${speechToText.name})`);
      if (!understands(speechToText, language)) throw new Error(unsupportedLanguage(language, speechToText.languages));
      return withTempDir(tempDir, async (dir) => {
        const source = join(dir, 'recording');
        await writeFile(source, recording);
        const wav = join(dir, 'speech.wav');
        await toSpeechWav(source, wav);
        return transcriptOf(await speechToText.transcribe(wav, language));
      });
    },
  };
}
export type Dictation = ReturnType<typeof dictation>;
