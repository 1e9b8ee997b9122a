import { useQueryClient } from '@tanstack/react-query';
import { rememberCourseWrite } from '../api/courseCache';
import { updateCourse, type CoursePatch } from '../api/courses';
import { useSaveQueue, type SaveQueue } from '../machines/useSaveQueue';

/** Autosaves a course's fields; a confirmed save lands in the query cache. */
export function useCourseAutosave(courseId: string): SaveQueue<CoursePatch> {
  const queryClient = useQueryClient();
  return useSaveQueue<CoursePatch>(async (patch, signal) => {
    rememberCourseWrite(queryClient, await updateCourse(courseId, patch, signal));
  }, true);
}
