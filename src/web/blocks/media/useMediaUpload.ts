import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { UploadedMedia, UploadKind } from '../../api/media';
import { uploadMachine } from '../../machines/upload.machine';
import { useEditingCourse } from './EditingCourse';

/** One block's upload: pick or drop a file, follow its progress, cancel it; `onUploaded` gets the stored media. */
export function useMediaUpload(kind: UploadKind, onUploaded: (media: UploadedMedia) => void) {
  const courseId = useEditingCourse();
  const actor = useActorRef(uploadMachine, { input: { courseId, kind } });
  const latest = useRef(onUploaded);
  latest.current = onUploaded;
  useEffect(() => {
    const subscription = actor.on('uploaded', (e) => latest.current(e.media));
    return () => subscription.unsubscribe();
  }, [actor]);
  const state = useSelector(
    actor,
    (s) => ({
      uploading: s.matches('uploading'),
      fileName: s.context.fileName,
      progress: s.context.progress,
      error: s.context.error,
    }),
    (a, b) =>
      a.uploading === b.uploading && a.progress === b.progress && a.error === b.error && a.fileName === b.fileName,
  );
  return {
    ...state,
    pick: (file: File) => actor.send({ type: 'pick', file }),
    cancel: () => actor.send({ type: 'cancel' }),
    dismiss: () => actor.send({ type: 'dismiss' }),
  };
}
