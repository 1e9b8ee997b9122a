import { queryOptions, replaceEqualDeep } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';
import { courseContentFields, withContent } from './courseContent';
import { latestPosition } from './writePosition';

const courseStatus = z.enum(['IN_PROGRESS', 'PUBLISHED', 'UNPUBLISHED', 'DRAFTING']);
export type CourseStatus = z.infer<typeof courseStatus>;

const unreadableChange = z.object({ revision: z.int(), type: z.string(), savedAt: z.string(), reason: z.string() });
export type UnreadableChange = z.infer<typeof unreadableChange>;

const courseFields = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: courseStatus,
  createdAt: z.string(),
  savedAt: z.string(),
  /** Learners can open a published version, and a draft may be ahead of it. */
  live: z._default(z.boolean(), false),
  tags: z._default(z.array(z.string()), []),
  /** Changes of its history the server could not read, left out (sent only when there are some). */
  unreadableChanges: z._default(z.array(unreadableChange), []),
});

/** A course as the editor holds it: its fields and, when the server sent them, its content. */
const course = z.pipe(z.extend(courseFields, courseContentFields), z.transform(withContent));
export type Course = z.infer<typeof course>;

export const thumbnail = z.object({ type: z.enum(['image', 'video']), url: z.string() });
export type Thumbnail = z.infer<typeof thumbnail>;

export const courseSummary = z.extend(courseFields, {
  createdBy: z.string(),
  thumbnail: z.nullable(thumbnail),
  isFavourite: z.boolean(),
  deletedAt: z.nullable(z.string()),
});
export type CourseSummary = z.infer<typeof courseSummary>;

const courseDetail = z.object({ course, revision: z.int() });

/** A course's content alone: as it was at a revision, or as published. */
export const contentDetail = z.object({
  course: z.pipe(
    z.extend(z.object({ id: z.string(), title: z.string(), description: z.string() }), courseContentFields),
    z.transform(withContent),
  ),
  revision: z.int(),
});
/** What the detail query caches: the course and the stream version it reflects. */
export type CourseDetail = z.infer<typeof courseDetail>;

/** `position` is absent when the write changed nothing (no event was recorded). */
export const courseWrite = z.extend(courseDetail, { position: z.optional(z.string()) });
export type CourseWrite = z.infer<typeof courseWrite>;

export const courseList = z.object({
  courses: z.array(courseSummary),
  total: z.int(),
  /** The server stops counting at 10,000. */
  totalCapped: z._default(z.boolean(), false),
  pageNum: z.int(),
  pageSize: z.int(),
});
export type CourseList = z.infer<typeof courseList>;

/** Which modules a list shows; `favourites` is served by its own endpoint. */
export type LibraryFilter = 'all' | 'my-content' | 'shared' | 'drafts' | 'deleted' | 'favourites';
export type SortKey = 'savedAt' | 'title' | 'createdAt';

export interface CourseListParams {
  filter: LibraryFilter;
  pageNum: number;
  pageSize: number;
  searchTerm: string;
  /** A module must carry all of them. */
  tags: string[];
  sortBy: SortKey;
}

export const createCourse = (fields: { title: string; thumbnail?: Thumbnail; mono?: string }): Promise<CourseWrite> =>
  request('/courses/', courseWrite, { method: 'POST', body: { course: fields } });

/** The list waits for the newest position this tab knows of, so what the author just did is in it (read-your-writes). */
function listPath({ filter, pageNum, pageSize, searchTerm, tags, sortBy }: CourseListParams): string {
  const search = new URLSearchParams({ pageNum: String(pageNum), pageSize: String(pageSize), searchTerm, sortBy });
  if (tags.length > 0) search.set('tags', tags.join(','));
  const after = latestPosition();
  if (after) search.set('after', after);
  if (filter === 'favourites') return `/courses/favourite/courses?${search}`;
  search.set('filter', filter);
  return `/courses/list?${search}`;
}

/**
 * The newer of two copies of a course: a read answered after a save's answer, but from before it,
 * never takes the editor's copy back (its saves are based on that copy's revision).
 */
export const newerCourseDetail = (cached: CourseDetail | undefined, fetched: CourseDetail): CourseDetail =>
  cached && cached.revision > fetched.revision ? cached : replaceEqualDeep(cached, fetched);

export const courseQueries = {
  all: () => ['courses'] as const,
  /** Every list, favourites included: what a change to the library invalidates. */
  lists: () => [...courseQueries.all(), 'list'] as const,
  list: (params: CourseListParams) =>
    queryOptions({
      queryKey: [...courseQueries.lists(), params] as const,
      queryFn: ({ signal }) => request(listPath(params), courseList, { signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: [...courseQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => request(`/courses/${encodeURIComponent(id)}`, courseDetail, { signal }),
      structuralSharing: (cached, fetched) =>
        newerCourseDetail(cached as CourseDetail | undefined, fetched as CourseDetail),
    }),
};
