import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { publishCourse, unpublishCourse } from '../api/authoring';
import { rememberCourseWrite } from '../api/courseCache';
import type { CourseStatus } from '../api/courses';
import { describeError, isApiError } from '../api/errors';
import { useToast } from '../components/ToastProvider';
import { PublishedDialog } from './PublishedDialog';

/** Publish (after saving what is pending) freezes the version learners see; unpublish hides it. */
export function PublishButton({
  courseId,
  status,
  live,
  flush,
  problems,
  onExport,
}: {
  courseId: string;
  status: CourseStatus;
  /** Learners can open a published version (a draft may be ahead of it). */
  live: boolean;
  flush: () => Promise<void>;
  problems: () => string[];
  onExport: () => void;
}) {
  const [published, setPublished] = useState(false);
  const queryClient = useQueryClient();
  const toast = useToast();
  const publish = useMutation({
    mutationFn: async (action: 'publish' | 'unpublish') => {
      if (action === 'publish' && problems().length)
        throw new Error('Some blocks are empty: fill them in or delete them, then publish.');
      await flush();
      return action === 'publish' ? publishCourse(courseId) : unpublishCourse(courseId);
    },
    onSuccess: (write, action) => {
      rememberCourseWrite(queryClient, write);
      if (action === 'publish') setPublished(true);
      else toast({ message: 'Unpublished: learners no longer see this module' });
    },
    onError: (error) =>
      toast({ message: error instanceof Error && !isApiError(error) ? error.message : describeError(error) }),
  });
  return (
    <>
      {published && <PublishedDialog courseId={courseId} onExport={onExport} onClose={() => setPublished(false)} />}
      {live && (
        <button
          type="button"
          className="button"
          disabled={publish.isPending}
          onClick={() => publish.mutate('unpublish')}
        >
          Unpublish
        </button>
      )}
      <button
        type="button"
        className="button button--primary"
        data-tour="publish"
        disabled={publish.isPending || status === 'PUBLISHED'}
        onClick={() => publish.mutate('publish')}
      >
        {publish.isPending
          ? 'Publishing…'
          : status === 'PUBLISHED'
            ? 'Published'
            : live
              ? 'Publish changes'
              : 'Publish'}
      </button>
    </>
  );
}
