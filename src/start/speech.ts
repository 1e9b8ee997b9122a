import { detectEngines, espeak, openAiSpeech, pocketsphinx } from '../modules/media';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';

/**
 * The media engines this machine has (ffmpeg, pocketsphinx, espeak-ng), with a warning naming
 * those missing, and the speech engines in use: an OpenAI-compatible server when one is set, else
 * the offline ones.
 */
export async function chooseSpeech(config: Config, logger: Logger) {
  const engines = await detectEngines();
  const missing = Object.entries(engines).filter(([, found]) => !found);
  if (missing.length)
    logger.warn(
      { missing: missing.map(([name]) => name) },
      'Some media engines are missing: video posters and durations need ffmpeg, transcription pocketsphinx, avatar voices espeak-ng (see the README)',
    );
  const speech = config.openai
    ? openAiSpeech(config.openai)
    : { speechToText: pocketsphinx(engines.pocketsphinx), textToSpeech: espeak(engines.espeak) };
  logger.info({ transcription: speech.speechToText.name, speech: speech.textToSpeech.name }, 'speech engines');

  return { engines, speech };
}
