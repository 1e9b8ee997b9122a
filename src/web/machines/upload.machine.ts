import { assign, emit, fromCallback, setup } from 'xstate';
import { describeError } from '../api/errors';
import { kindOfFile, putFile, requestUploadUrl, type UploadKind, type UploadedMedia } from '../api/media';

type UploadInput = { courseId: string; kind: UploadKind; file: File };

type UploadEvent =
  | { type: 'pick'; file: File }
  | { type: 'progress'; fraction: number }
  | { type: 'done'; media: UploadedMedia }
  | { type: 'failed'; message: string }
  | { type: 'cancel' }
  | { type: 'dismiss' };

/** Asks for the upload address, then PUTs the file, reporting progress; stopping it aborts the PUT. */
const uploadFile = fromCallback<UploadEvent, UploadInput>(({ sendBack, input }) => {
  const controller = new AbortController();
  requestUploadUrl(input.courseId, input.file, input.kind === 'file' ? kindOfFile(input.file) : input.kind)
    .then(({ preSignedUrl }) =>
      putFile(preSignedUrl, input.file, (fraction) => sendBack({ type: 'progress', fraction }), controller.signal),
    )
    .then(
      (media) => sendBack({ type: 'done', media }),
      (error: unknown) => controller.signal.aborted || sendBack({ type: 'failed', message: describeError(error) }),
    );
  return () => controller.abort();
});

/** A file of another kind is refused at once, before a byte is sent (the server checks the bytes again). */
function fitsKind(file: File, kind: UploadKind) {
  if (kind === 'file') return true;
  if (kind === 'captions') return /\.vtt$/i.test(file.name);
  if (kind === 'document') return kindOfFile(file) === 'document';
  return file.type.startsWith(`${kind}/`) || (kind === 'audio' && file.type === 'video/webm');
}

const KIND_NAMES: Record<Exclude<UploadKind, 'file'>, string> = {
  image: 'an image',
  video: 'a video',
  audio: 'an audio file',
  captions: 'a captions file (.vtt)',
  document: 'a document',
};

/**
 * One block's upload: idle → uploading (with progress) → idle again once the file is stored, with
 * the stored media emitted as `uploaded`; a failure stays shown until the next pick or a dismiss.
 */
export const uploadMachine = setup({
  types: {
    context: {} as { courseId: string; kind: UploadKind; fileName: string; progress: number; error: string | null },
    input: {} as { courseId: string; kind: UploadKind },
    events: {} as UploadEvent,
    emitted: {} as { type: 'uploaded'; media: UploadedMedia },
  },
  actors: { uploadFile },
  guards: { fitsKind: ({ context, event }) => event.type === 'pick' && fitsKind(event.file, context.kind) },
  actions: {
    start: assign({
      fileName: ({ event }) => (event.type === 'pick' ? event.file.name : ''),
      progress: 0,
      error: null,
    }),
    refuseKind: assign({
      error: ({ context, event }) =>
        event.type === 'pick' && context.kind !== 'file'
          ? `${event.file.name} is not ${KIND_NAMES[context.kind]}: choose another file`
          : null,
    }),
    setProgress: assign({ progress: ({ event }) => (event.type === 'progress' ? event.fraction : 0) }),
    setError: assign({ error: ({ event }) => (event.type === 'failed' ? event.message : null) }),
    clearError: assign({ error: null }),
    reportUploaded: emit(({ event }) => ({
      type: 'uploaded' as const,
      media: (event as Extract<UploadEvent, { type: 'done' }>).media,
    })),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({ ...input, fileName: '', progress: 0, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        pick: [
          { guard: 'fitsKind', target: 'uploading', actions: 'start' },
          { target: 'failed', actions: 'refuseKind' },
        ],
      },
    },
    uploading: {
      invoke: {
        src: 'uploadFile',
        input: ({ context, event }) => ({
          courseId: context.courseId,
          kind: context.kind,
          file: (event as Extract<UploadEvent, { type: 'pick' }>).file,
        }),
      },
      on: {
        progress: { actions: 'setProgress' },
        done: { target: 'idle', actions: 'reportUploaded' },
        failed: { target: 'failed', actions: 'setError' },
        cancel: 'idle',
      },
    },
    failed: {
      on: {
        pick: [{ guard: 'fitsKind', target: 'uploading', actions: 'start' }, { actions: 'refuseKind' }],
        dismiss: { target: 'idle', actions: 'clearError' },
      },
    },
  },
});
