import type { MediaKind } from './events';

/** SPEC §7 `mediaType` (default `images`) and `embedType` values, and the kind of media each one uploads. */
const KIND_OF_MEDIA_TYPE: Record<string, MediaKind> = {
  images: 'image',
  image: 'image',
  thumbnails: 'image',
  videos: 'video',
  video: 'video',
  audios: 'audio',
  audio: 'audio',
  captions: 'captions',
  vtts: 'captions',
  documents: 'document',
  document: 'document',
};

export const kindOfMediaType = (mediaType: string): MediaKind | undefined => KIND_OF_MEDIA_TYPE[mediaType];

/** The types Tessera keeps of each kind, as found in the bytes, with the extension the stored file gets. */
export const ACCEPTED_TYPES: Record<MediaKind, Record<string, string>> = {
  image: {
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/webp': 'webp',
    'image/gif': 'gif',
    'image/avif': 'avif',
    'image/svg+xml': 'svg',
  },
  video: { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' },
  audio: {
    'audio/mpeg': 'mp3',
    'audio/wav': 'wav',
    'audio/ogg': 'ogg',
    'audio/mp4': 'm4a',
    'audio/x-m4a': 'm4a',
    'audio/aac': 'aac',
    'audio/flac': 'flac',
    // A browser's own recordings (MediaRecorder) are WebM whatever they hold.
    'video/webm': 'webm',
  },
  captions: { 'text/vtt': 'vtt' },
  // Documents are kept as found, never opened by Tessera; macro-enabled office files are refused.
  document: {
    'application/pdf': 'pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
    'application/vnd.oasis.opendocument.text': 'odt',
    'application/vnd.oasis.opendocument.spreadsheet': 'ods',
    'application/vnd.oasis.opendocument.presentation': 'odp',
    'application/epub+zip': 'epub',
    'application/rtf': 'rtf',
    'application/zip': 'zip',
    'text/plain': 'txt',
    'text/csv': 'csv',
  },
};

/** What an author is told a kind accepts. */
export const ACCEPTED_LABEL: Record<MediaKind, string> = {
  image: 'JPEG, PNG, WebP, GIF, AVIF or SVG',
  video: 'MP4, WebM or QuickTime',
  audio: 'MP3, WAV, Ogg, M4A, AAC, FLAC or WebM',
  captions: 'WebVTT (.vtt)',
  document: 'PDF, Word, Excel, PowerPoint, OpenDocument, EPUB, RTF, ZIP, plain text or CSV',
};

/** The declared type must at least name the same kind of thing (no `text/html` for an image block). */
export const declaredFits = (kind: MediaKind, declared: string) => {
  const type = declared.toLowerCase();
  if (kind === 'captions') return type === 'text/vtt' || type === '' || type === 'application/octet-stream';
  // Browsers name documents many ways (a CSV is `application/vnd.ms-excel` on Windows): not as another kind is enough.
  if (kind === 'document') return !/^(image|video|audio)\//.test(type);
  return type.startsWith(`${kind}/`) || (kind === 'audio' && type === 'video/webm');
};
