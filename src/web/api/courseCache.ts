import type { QueryClient } from '@tanstack/react-query';
import { courseQueries, type CourseWrite, newerCourseDetail } from './courses';
import { notePosition } from './writePosition';

export function rememberCourseWrite(queryClient: QueryClient, { course, revision, position }: CourseWrite): void {
  queryClient.setQueryData(courseQueries.detail(course.id).queryKey, (cached) =>
    newerCourseDetail(cached, { course, revision }),
  );
  if (position) notePosition(position);
}
