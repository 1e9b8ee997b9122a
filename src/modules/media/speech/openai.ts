import { createReadStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { Config } from '../../../platform/config';
import { openAiClient } from '../../../platform/openai/ask-json';
import type { SpeechToText } from './speech-to-text';
import type { TextToSpeech } from './text-to-speech';
import { parseVtt } from './vtt';

export type OpenAiSpeechSettings = NonNullable<Config['openai']>;

const VOICES = ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'] as const;

/**
 * Speech through any OpenAI-compatible server (OpenAI, or a self-hosted Whisper / TTS server with
 * the same API): transcription in any language (`/v1/audio/transcriptions`, answered as WebVTT),
 * and voices (`/v1/audio/speech`, as WAV).
 */
export function openAiSpeech(settings: OpenAiSpeechSettings): {
  speechToText: SpeechToText;
  textToSpeech: TextToSpeech;
} {
  const client = openAiClient(settings, 10 * 60_000);
  const where = settings.baseUrl ?? 'api.openai.com';
  return {
    speechToText: {
      name: `${settings.transcriptionModel} at ${where}`,
      available: true,
      languages: 'any',
      async transcribe(wav, language) {
        const vtt = await (await client()).audio.transcriptions.create({
          file: createReadStream(wav),
          model: settings.transcriptionModel,
          language: language.split('-')[0]!.toLowerCase(),
          response_format: 'vtt',
        });
        const parsed = parseVtt(String(vtt));
        if ('error' in parsed)
          throw new Error(`The transcription server sent captions that cannot be read: ${parsed.error}`);
        return parsed.cues;
      },
    },
    textToSpeech: {
      name: `${settings.speechModel} at ${where}`,
      available: true,
      voices: VOICES.map((id) => ({ id, label: id[0]!.toUpperCase() + id.slice(1) })),
      async speak(text, voice, wav) {
        const known = (VOICES as readonly string[]).includes(voice) ? voice : VOICES[0];
        const speech = await (await client()).audio.speech.create({
          model: settings.speechModel,
          voice: known,
          input: text,
          response_format: 'wav',
        });
        await writeFile(wav, Buffer.from(await speech.arrayBuffer()));
      },
    },
  };
}
