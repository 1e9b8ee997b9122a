import type { MediaKind } from '../../api/media';

/** An uploaded file as a block takes it, whether just uploaded or picked from the library. */
export type PickedMedia = {
  mediaId: string;
  url: string;
  name: string;
  contentType: string;
  width?: number | null;
  height?: number | null;
  durationSeconds?: number | null;
};

/** What a block keeps of it (`media` in its data): enough to ask for the sizes a page needs. */
export const mediaRefOf = (m: PickedMedia) => ({
  id: m.mediaId,
  contentType: m.contentType,
  name: m.name,
  ...(m.width ? { width: m.width } : {}),
  ...(m.height ? { height: m.height } : {}),
  ...(m.durationSeconds ? { durationSeconds: m.durationSeconds } : {}),
});

export const KIND_LABELS: Record<MediaKind, { noun: string; accept: string }> = {
  image: { noun: 'image', accept: 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/svg+xml' },
  video: { noun: 'video', accept: 'video/mp4,video/webm,video/quicktime' },
  audio: { noun: 'audio file', accept: 'audio/*,video/webm' },
  captions: { noun: 'captions file', accept: '.vtt,text/vtt' },
};
