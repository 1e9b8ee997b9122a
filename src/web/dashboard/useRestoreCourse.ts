import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rememberCourseWrite } from '../api/courseCache';
import { restoreCourse } from '../api/courseLibrary';
import { describeError } from '../api/errors';
import { refreshLibrary } from '../api/libraryCache';
import { useToast } from '../components/ToastProvider';

/** Brings a deleted module back. The mutation's own callbacks run even after the row that started it is gone. */
export function useRestoreCourse() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (courseId: string) => restoreCourse(courseId),
    onSuccess: (write) => {
      rememberCourseWrite(queryClient, write);
      void refreshLibrary(queryClient);
      toast({ message: 'Module restored' });
    },
    onError: (error) => toast({ message: `The module could not be restored. ${describeError(error)}` }),
  });
}
