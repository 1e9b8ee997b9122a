import type { EventStore } from '../../platform/eventstore/types';
import { loadMedia } from './media-commands';
import { mediaFileUrl } from './variants';

/** The address of one of an organisation's uploaded images, read from its stream (so a file just uploaded is found), or null. */
export function imageUrlOf(store: EventStore) {
  return async (orgId: string, mediaId: string): Promise<string | null> => {
    const { state } = await loadMedia(store, mediaId);
    if (!state.exists || state.upload.orgId !== orgId || state.upload.kind !== 'image') return null;
    return mediaFileUrl(mediaId, state.upload.file);
  };
}
