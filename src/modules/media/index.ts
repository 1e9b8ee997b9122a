import { type MediaDeps, mediaRoutes } from './api';

export { mediaAccess } from './access';
export { mediaEventSchemas, mediaStream, type MediaKind } from './events';
export { startMediaJobs } from './jobs';
export { uploadedFileReader } from './read-uploaded';

export function createMediaModule(deps: MediaDeps) {
  return { routes: mediaRoutes(deps) };
}
