import type { EventStore } from '../../../platform/eventstore/types';
import type { ObjectStorage } from '../../../platform/storage/storage';
import type { SpeechToText } from '../speech/speech-to-text';
import type { TextToSpeech } from '../speech/text-to-speech';

/** What the media jobs work with: the store, the files, a scratch folder and the speech engines. */
export type JobDeps = {
  store: EventStore;
  storage: ObjectStorage;
  tempDir: string;
  speechToText: SpeechToText;
  textToSpeech: TextToSpeech;
};
