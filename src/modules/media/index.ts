import { mediaRoutes } from './api';
import type { MediaDeps } from './media-deps';

export { mediaAccess } from './access';
export { mediaEventSchemas, mediaStream, type MediaKind } from './events';
export { imageUrlOf } from './image-url';
export { startMediaJobs } from './jobs';
export { uploadedFileReader } from './read-uploaded';
export { signedUrlOf } from './signed-urls';

export function createMediaModule(deps: MediaDeps) {
  return { routes: mediaRoutes(deps) };
}
