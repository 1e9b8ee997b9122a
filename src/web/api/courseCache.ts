import type { QueryClient } from '@tanstack/react-query';
import { courseQueries, type CourseDetail, type CourseWrite } from './courses';
import { notePosition } from './writePosition';

/** Keeps the newest known version of a course: an older answer never replaces a newer one. */
function storeCourseDetail(queryClient: QueryClient, detail: CourseDetail): void {
  queryClient.setQueryData(courseQueries.detail(detail.course.id).queryKey, (cached) =>
    cached && cached.revision > detail.revision ? cached : detail,
  );
}

export function rememberCourseWrite(queryClient: QueryClient, { course, revision, position }: CourseWrite): void {
  storeCourseDetail(queryClient, { course, revision });
  if (position) notePosition(position);
}
