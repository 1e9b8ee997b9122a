import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/env';
import { mediaRoutes } from './api';
import { jobRoutes, type JobRouteDeps } from './jobs/api';

export { mediaAccess } from './access';
export { mediaEventSchemas, mediaStream, type MediaKind } from './events';
export { imageUrlOf } from './image-url';
export { jobEventSchemas } from './jobs/events';
export { mediaLiveNameOf, mediaRoomStreamPrefixes, mediaRoomsOf } from './live';
export { startMediaJobs } from './jobs/runner';
export { startMediaProcessing } from './processing-runner';
export { uploadedFileReader } from './read-uploaded';
export { signedUrlOf } from './signed-urls';
export { detectEngines, type Engines } from './speech/engines';
export { openAiSpeech } from './speech/openai';
export { pocketsphinx } from './speech/speech-to-text';
export { dictation, type Dictation } from './speech/dictation';
export { espeak } from './speech/text-to-speech';

export function createMediaModule(deps: JobRouteDeps) {
  return { routes: new Hono<AppEnv>().route('/', jobRoutes(deps)).route('/', mediaRoutes(deps)) };
}
export { mediaReadModels } from './read-models';
export { mediaIdsOf } from './read-models/media-library-queries';
