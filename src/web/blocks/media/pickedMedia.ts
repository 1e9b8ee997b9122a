import type { UploadKind } from '../../api/media';

/** An uploaded file as a block takes it, whether just uploaded or picked from the library. */
export type PickedMedia = {
  mediaId: string;
  url: string;
  name: string;
  contentType: string;
  width?: number | null;
  height?: number | null;
  durationSeconds?: number | null;
  /** Its weight in bytes (an attachment shows it). */
  size?: number;
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

/** "an image", "a video", "an audio file". */
export const withArticle = (noun: string) => `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;

export const KIND_LABELS: Record<UploadKind, { noun: string; accept: string }> = {
  image: { noun: 'image', accept: 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/svg+xml' },
  video: { noun: 'video', accept: 'video/mp4,video/webm,video/quicktime' },
  audio: { noun: 'audio file', accept: 'audio/*,video/webm' },
  captions: { noun: 'captions file', accept: '.vtt,text/vtt' },
  document: { noun: 'document', accept: '.pdf,.docx,.xlsx,.pptx,.odt,.ods,.odp,.epub,.rtf,.zip,.txt,.csv' },
  file: { noun: 'file', accept: '' },
};
