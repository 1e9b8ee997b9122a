import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';
import { thumbnail } from './courses';

const thumbnails = z.object({
  courseId: z.string(),
  default: z.nullable(thumbnail),
  draft: z.nullable(z.string()),
  published: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});

const check = z.object({ hasThumbnail: z.boolean(), thumbnails });
const written = z.object({ course: z.object({ hasThumbnail: z.boolean(), thumbnails }) });

export const thumbnailQueries = {
  check: (courseId: string) =>
    queryOptions({
      queryKey: ['thumbnails', courseId] as const,
      queryFn: ({ signal }) => request(`/courses/thumbnailCheck/${encodeURIComponent(courseId)}`, check, { signal }),
    }),
};

/** SPEC §7: the save that sets (or, with null, removes) the module's own thumbnail. */
export const setThumbnail = (courseId: string, mediaId: string | null, isDraft: boolean) =>
  request(`/courses/${encodeURIComponent(courseId)}`, written, {
    method: 'PUT',
    body: { course: { thumbnail: mediaId ? { mediaId } : null }, updateThumbnail: true, isDraft },
  }).then((r) => r.course);

export type ThumbnailSource = 'first-image' | 'title-card';

export const generateThumbnail = (courseId: string, from: ThumbnailSource, isDraft: boolean) =>
  request(`/courses/generate-thumbnail/${encodeURIComponent(courseId)}`, written, {
    method: 'POST',
    body: { from, isDraft },
  }).then((r) => r.course);
