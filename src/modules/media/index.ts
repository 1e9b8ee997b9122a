import type { TesseraModule } from '../../platform/composition/module';
import type { Database } from '../../platform/db/database';
import type { Logger } from '../../platform/logger';
import { mediaAccess } from './access';
import { mediaLiveNameOf, mediaRoomStreamPrefixes, mediaRoomsOf } from './live';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/env';
import { mediaRoutes } from './api';
import { jobRoutes, type JobRouteDeps } from './jobs/api';

export { mediaEventSchemas, mediaStream, type MediaKind } from './events';
export { imageUrlOf } from './image-url';
export { jobEventSchemas } from './jobs/events';
import { startMediaJobs } from './jobs/runner';
import { startMediaProcessing } from './processing-runner';
export { uploadedFileReader } from './read-uploaded';
export { signedUrlOf } from './signed-urls';
export { detectEngines, type Engines } from './speech/engines';
export { openAiSpeech } from './speech/openai';
export { pocketsphinx } from './speech/speech-to-text';
export { dictation, type Dictation } from './speech/dictation';
export { espeak } from './speech/text-to-speech';

/**
 * Media: uploads and their library, each upload's processing (sizes, posters, durations) and the
 * jobs authors ask for (transcriptions, avatar renders), heard live in the course's room.
 */
export function createMediaModule(deps: JobRouteDeps & { database: Database; logger: Logger }): TesseraModule {
  return {
    name: 'media',
    routes: new Hono<AppEnv>().route('/', jobRoutes(deps)).route('/', mediaRoutes(deps)),
    access: mediaAccess,
    live: {
      roomsOf: mediaRoomsOf,
      nameOf: mediaLiveNameOf,
      streamsOf: (room) => ({ prefixes: mediaRoomStreamPrefixes(room) }),
    },
    workers: [startMediaProcessing(deps), startMediaJobs(deps)],
  };
}
export { mediaReadModels } from './read-models';
export { mediaIdsOf } from './read-models/media-library-queries';
