import { useMutation } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { publishCourse, unpublishCourse } from '../api/authoring';
import { rememberCourseWrite } from '../api/courseCache';
import type { CourseStatus } from '../api/courses';
import { describeError, isApiError } from '../api/errors';
import { useToast } from '../components/ToastProvider';

/** Publish (after saving what is pending) freezes the version learners see; unpublish hides it. */
export function PublishButton({
  courseId,
  status,
  flush,
  problems,
}: {
  courseId: string;
  status: CourseStatus;
  flush: () => Promise<void>;
  problems: () => string[];
}) {
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
      toast({
        message:
          action === 'publish'
            ? 'Published: learners now see this version'
            : 'Unpublished: learners no longer see this module',
      });
    },
    onError: (error) =>
      toast({ message: error instanceof Error && !isApiError(error) ? error.message : describeError(error) }),
  });
  return (
    <>
      {status === 'PUBLISHED' && (
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
        disabled={publish.isPending || status === 'PUBLISHED'}
        onClick={() => publish.mutate('publish')}
      >
        {publish.isPending ? 'Publishing…' : status === 'PUBLISHED' ? 'Published' : 'Publish'}
      </button>
    </>
  );
}
