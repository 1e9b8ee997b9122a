import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';

const tagCount = z.object({ tag: z.string(), count: z.int() });

const filters = z.object({ tags: z.array(tagCount) });
const suggestions = z.object({ tags: z.array(tagCount), hasMore: z.boolean() });
const courseTags = z.object({ courseId: z.string(), tags: z.array(z.string()), position: z.optional(z.string()) });
export type CourseTags = z.infer<typeof courseTags>;

const SUGGESTION_LIMIT = 10;

const path = (courseId: string) => `/course-tag/${encodeURIComponent(courseId)}`;

/** Adds labels to a module (keeping the ones it has). */
export const addCourseTags = (courseId: string, tags: string[]): Promise<CourseTags> =>
  request(path(courseId), courseTags, { method: 'PUT', body: { tags, replace: false } });

export const removeCourseTag = (courseId: string, tag: string): Promise<CourseTags> =>
  request(`${path(courseId)}?${new URLSearchParams({ tag })}`, courseTags, { method: 'DELETE' });

export const tagQueries = {
  all: () => ['tags'] as const,
  /** Every label in use in the organisation. */
  filters: () =>
    queryOptions({
      queryKey: [...tagQueries.all(), 'filters'] as const,
      queryFn: ({ signal }) => request('/course-tag/courseFilters', filters, { signal }),
    }),
  /** The organisation's labels matching what was typed, most used first. */
  suggestions: (tagStr: string) =>
    queryOptions({
      queryKey: [...tagQueries.all(), 'suggestions', tagStr] as const,
      queryFn: ({ signal }) => {
        const search = new URLSearchParams({ page: '1', limit: String(SUGGESTION_LIMIT), tagStr });
        return request(`/course-tag?${search}`, suggestions, { signal });
      },
    }),
};
