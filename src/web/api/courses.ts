import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from './client';

const courseStatus = z.enum(['IN_PROGRESS', 'PUBLISHED', 'UNPUBLISHED', 'DRAFTING']);
export type CourseStatus = z.infer<typeof courseStatus>;

const course = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: courseStatus,
  createdAt: z.string(),
  savedAt: z.string(),
});
export type Course = z.infer<typeof course>;

const courseDetail = z.object({ course, revision: z.number().int() });
/** What the detail query caches: the course and the stream version it reflects. */
export type CourseDetail = z.infer<typeof courseDetail>;

/** `position` is absent when the write changed nothing (no event was recorded). */
const courseWrite = courseDetail.extend({ position: z.string().optional() });
export type CourseWrite = z.infer<typeof courseWrite>;

const courseList = z.object({
  courses: z.array(course),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});

export interface CourseListParams {
  pageNum: number;
  pageSize: number;
  searchTerm: string;
  /** A global position the list must include before it answers. */
  after?: string;
}

export type CoursePatch = Partial<Pick<Course, 'title' | 'description'>>;

export const createCourse = (fields: { title: string }): Promise<CourseWrite> =>
  request('/courses/', courseWrite, { method: 'POST', body: { course: fields } });

export const updateCourse = (id: string, patch: CoursePatch, signal?: AbortSignal): Promise<CourseWrite> =>
  request(`/courses/${encodeURIComponent(id)}`, courseWrite, { method: 'PUT', body: { course: patch }, signal });

function listSearch({ pageNum, pageSize, searchTerm, after }: CourseListParams): string {
  const search = new URLSearchParams({ pageNum: String(pageNum), pageSize: String(pageSize), searchTerm });
  if (after) search.set('after', after);
  return search.toString();
}

export const courseQueries = {
  all: () => ['courses'] as const,
  list: (params: CourseListParams) =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'list', params] as const,
      queryFn: ({ signal }) => request(`/courses/list?${listSearch(params)}`, courseList, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => request(`/courses/${encodeURIComponent(id)}`, courseDetail, { signal }),
    }),
};
