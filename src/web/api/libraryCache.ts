import type { QueryClient } from '@tanstack/react-query';
import { courseQueries, type CourseList } from './courses';
import { tagQueries } from './tags';

/** Refetches every module list and the label lists: something in the library changed. */
export function refreshLibrary(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: courseQueries.lists() }),
    queryClient.invalidateQueries({ queryKey: tagQueries.all() }),
  ]).then(() => undefined);
}

/** Shows a favourite toggle in every cached list before the server confirms it. */
export function markFavourite(queryClient: QueryClient, courseId: string, isFavourite: boolean): void {
  queryClient.setQueriesData<CourseList>(
    { queryKey: courseQueries.lists() },
    (list) =>
      list && {
        ...list,
        courses: list.courses.map((course) => (course.id === courseId ? { ...course, isFavourite } : course)),
      },
  );
}
