import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { rememberCourseWrite } from '../api/courseCache';
import type { CourseSummary } from '../api/courses';
import { duplicateCourse } from '../api/courseLibrary';
import { describeError } from '../api/errors';
import { refreshLibrary } from '../api/libraryCache';
import { useToast } from '../components/ToastProvider';
import { courseTitle } from '../format/courseTitle';

/** Copies a module as “<title> (copy)”. */
export function useDuplicateCourse() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (course: CourseSummary) => duplicateCourse(course.id, `${courseTitle(course)} (copy)`),
    onSuccess: (write) => {
      rememberCourseWrite(queryClient, write);
      void refreshLibrary(queryClient);
      const path = `/edit/${encodeURIComponent(write.course.id)}`;
      toast({
        message: `“${courseTitle(write.course)}” created`,
        action: { label: 'Open', run: () => navigate(path) },
      });
    },
    onError: (error) => toast({ message: `The module could not be duplicated. ${describeError(error)}` }),
  });
}
