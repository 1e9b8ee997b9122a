import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { type MediaKind, mediaKinds } from '../../modules/media/shared';
import { noteResponseStatus } from './activeLogin';
import { request } from './client';
import { ApiError } from './errors';

export type { MediaKind };
/** The kinds the media library lists (captions belong to their video). */
export type LibraryKind = Exclude<MediaKind, 'captions'>;
/** What a block takes: one kind of media, or any file (an attachment), of the kind its type says. */
export type UploadKind = MediaKind | 'file';

/** The kind of media a file is by its type: an image, a video or audio, else a document (the server checks its bytes). */
export const kindOfFile = (file: File): LibraryKind =>
  (['image', 'video', 'audio'] as const).find((kind) => file.type.startsWith(`${kind}/`)) ?? 'document';

const uploaded = z.object({
  mediaId: z.string(),
  kind: z.enum(mediaKinds),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
  url: z.string(),
});
export type UploadedMedia = z.infer<typeof uploaded>;

const libraryItem = z.extend(uploaded, {
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  durationSeconds: z.nullable(z.number()),
  posterUrl: z.nullable(z.string()),
  status: z.enum(['processing', 'ready', 'failed']),
  failure: z.nullable(z.string()),
  uploadedAt: z.string(),
});
export type LibraryItem = z.infer<typeof libraryItem>;

const MEDIA_TYPE: Record<MediaKind, string> = {
  image: 'images',
  video: 'videos',
  audio: 'audios',
  captions: 'captions',
  document: 'documents',
};

/** SPEC §7: a short-lived address to PUT one file to, for one course. */
export const requestUploadUrl = (courseId: string, file: File, kind: MediaKind) =>
  request(
    '/courses/pre-signed-url-upload',
    z.object({ preSignedUrl: z.string(), mediaId: z.string(), maxBytes: z.number() }),
    {
      method: 'POST',
      body: { filename: file.name, contentType: file.type, courseId, mediaType: MEDIA_TYPE[kind], embedType: kind },
    },
  );

/**
 * PUTs the file to its pre-signed address (SPEC §7), reporting progress as a fraction; aborting the
 * signal cancels it (the server keeps nothing of a file that did not arrive whole).
 */
export function putFile(url: string, file: File, onProgress: (fraction: number) => void, signal: AbortSignal) {
  return new Promise<UploadedMedia>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      noteResponseStatus(xhr.status);
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText || 'null');
      } catch {
        // Not JSON (a proxy's error page): the status below says what happened.
      }
      const stored = uploaded.safeParse(body);
      if (xhr.status >= 200 && xhr.status < 300 && stored.success) return resolve(stored.data);
      const message = z.object({ message: z.string() }).safeParse(body);
      reject(new ApiError(xhr.status, message.success ? message.data.message : `The upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'The upload was cut off. Check your connection and try again.'));
    xhr.onabort = () => reject(signal.reason);
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

const engines = z.object({
  engines: z.object({ ffmpeg: z.boolean(), pocketsphinx: z.boolean(), espeak: z.boolean() }),
  voices: z.array(z.object({ id: z.string(), label: z.string() })),
  transcription: z.object({ name: z.string(), available: z.boolean() }),
  speech: z.object({ name: z.string(), available: z.boolean() }),
  transcriptionLanguages: z.union([z.array(z.string()), z.literal('any')]),
});

const jobAccepted = z.object({ id: z.string(), status: z.string() });

/** Asks for an avatar video of the script; the block shows its render status as it goes. */
export const requestAvatarRender = (body: {
  courseId: string;
  blockId: string;
  script: string;
  voice: string;
  imageMediaId?: string;
}) => request('/media/render-avatar', jobAccepted, { method: 'POST', body });

/** Asks for captions of an uploaded video or audio in one language; SPEC §4: then checked every 10 s. */
export const requestTranscription = (body: { courseId: string; blockId: string; mediaId: string; language: string }) =>
  request('/media/transcribe', jobAccepted, { method: 'POST', body });

const transcribeStatus = z.object({
  id: z.string(),
  status: z.enum(['INIT', 'IN_PROGRESS', 'COMPLETED', 'ERROR']),
  language: z.nullable(z.string()),
  url: z.nullable(z.string()),
  error: z.nullable(z.string()),
});

/** SPEC §4: the transcription pre-check repeats every 10 s until ready. */
const TRANSCRIBE_CHECK_MS = 10_000;

/** The text of an uploaded captions file (same origin, served as text/vtt). */
export const captionsTextQuery = (url: string) =>
  queryOptions({
    queryKey: ['media', 'captions', url] as const,
    queryFn: async ({ signal }) => {
      const response = await fetch(url, { signal });
      if (!response.ok) throw new ApiError(response.status, 'These captions could not be loaded');
      return response.text();
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export const mediaQueries = {
  engines: () =>
    queryOptions({
      queryKey: ['media', 'engines'] as const,
      queryFn: ({ signal }) => request('/media/engines', engines, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  transcription: (blockId: string) =>
    queryOptions({
      queryKey: ['media', 'transcription', blockId] as const,
      queryFn: ({ signal }) =>
        request('/blocks/transcribe-check', transcribeStatus, { method: 'POST', body: { id: blockId }, signal }),
      retry: false,
      refetchInterval: (query) =>
        query.state.data?.status === 'INIT' || query.state.data?.status === 'IN_PROGRESS' ? TRANSCRIBE_CHECK_MS : false,
    }),
  library: (q: { searchTerm: string; type: LibraryKind | ''; pageNum: number }) =>
    queryOptions({
      queryKey: ['media', q] as const,
      queryFn: ({ signal }) => {
        const params = new URLSearchParams({ searchTerm: q.searchTerm, pageNum: String(q.pageNum), pageSize: '24' });
        if (q.type) params.set('type', q.type);
        return request(`/media?${params}`, z.object({ items: z.array(libraryItem), total: z.number() }), { signal });
      },
      placeholderData: keepPreviousData,
    }),
};
