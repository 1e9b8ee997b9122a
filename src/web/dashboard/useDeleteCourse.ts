import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseSummary } from '../api/courses';
import { deleteCourse } from '../api/courseLibrary';
import { describeError } from '../api/errors';
import { refreshLibrary } from '../api/libraryCache';
import { notePosition } from '../api/writePosition';
import { useToast } from '../components/ToastProvider';
import { useRestoreCourse } from './useRestoreCourse';

/** Deletes a module and offers to undo it. */
export function useDeleteCourse() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const restore = useRestoreCourse();
  return useMutation({
    mutationFn: (course: CourseSummary) => deleteCourse(course.id),
    onSuccess: ({ position }, course) => {
      if (position) notePosition(position);
      void refreshLibrary(queryClient);
      toast({ message: 'Module deleted', action: { label: 'Undo', run: () => restore.mutate(course.id) } });
    },
    onError: (error) => toast({ message: `The module could not be deleted. ${describeError(error)}` }),
  });
}
