import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseQueries, type CourseSummary } from '../api/courses';
import { toggleFavourite } from '../api/courseLibrary';
import { describeError } from '../api/errors';
import { markFavourite } from '../api/libraryCache';
import { notePosition } from '../api/writePosition';
import { useToast } from '../components/ToastProvider';

/** Stars or unstars a module; the star changes at once and the lists catch up. */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const lists = { queryKey: courseQueries.lists() };
  return useMutation({
    mutationFn: (course: CourseSummary) => toggleFavourite(course.id),
    onMutate: async (course) => {
      await queryClient.cancelQueries(lists);
      markFavourite(queryClient, course.id, !course.isFavourite);
    },
    onSuccess: ({ courseId, favourite, position }) => {
      if (position) notePosition(position);
      markFavourite(queryClient, courseId, favourite);
    },
    onError: (error, course) => {
      markFavourite(queryClient, course.id, course.isFavourite);
      toast({ message: `The favorite could not be saved. ${describeError(error)}` });
    },
    onSettled: () => queryClient.invalidateQueries(lists),
  });
}
