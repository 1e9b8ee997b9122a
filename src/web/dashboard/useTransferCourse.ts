import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transferCourse } from '../api/courseLibrary';
import { describeError } from '../api/errors';
import { refreshLibrary } from '../api/libraryCache';
import { notePosition } from '../api/writePosition';
import { useToast } from '../components/ToastProvider';

/** Gives a module to another member (admins only; the server checks). */
export function useTransferCourse() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ courseId, userId }: { courseId: string; userId: string; ownerName: string }) =>
      transferCourse(courseId, userId),
    onSuccess: ({ position }, { ownerName }) => {
      if (position) notePosition(position);
      void refreshLibrary(queryClient);
      toast({ message: `Module transferred to ${ownerName}` });
    },
    onError: (error) => toast({ message: `The module could not be transferred. ${describeError(error)}` }),
  });
}
