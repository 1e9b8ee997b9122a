import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';
import { courseList, courseQueries, courseSummary, type SortKey } from './courses';
import { latestPosition } from './writePosition';

/** Which modules the admin list shows: all (deleted ones still restorable included), deleted ones, or one status. */
export type AdminCourseStatus = 'all' | 'IN_PROGRESS' | 'DRAFTING' | 'PUBLISHED' | 'UNPUBLISHED' | 'deleted';

export interface AdminCourseParams {
  status: AdminCourseStatus;
  searchTerm: string;
  sortBy: SortKey;
  pageNum: number;
  pageSize: number;
}

const adminCourse = z.extend(courseSummary, { createdByName: z._default(z.nullable(z.string()), null) });
export type AdminCourse = z.infer<typeof adminCourse>;
const adminCourseList = z.extend(courseList, { courses: z.array(adminCourse) });

/** Waits for this tab's newest write, so a module just deleted or restored shows as such (read-your-writes). */
function listPath({ status, searchTerm, sortBy, pageNum, pageSize }: AdminCourseParams): string {
  const search = new URLSearchParams({
    status,
    searchTerm,
    sortBy,
    pageNum: String(pageNum),
    pageSize: String(pageSize),
  });
  const after = latestPosition();
  if (after) search.set('after', after);
  return `/admin/courses?${search}`;
}

export const adminCourseQueries = {
  /** Under the library's lists, so every change to the library (refreshLibrary) refetches it too. */
  list: (params: AdminCourseParams) =>
    queryOptions({
      queryKey: [...courseQueries.lists(), 'admin', params] as const,
      queryFn: ({ signal }) => request(listPath(params), adminCourseList, { signal }),
    }),
};
