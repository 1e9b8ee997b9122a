import * as z from 'zod/mini';
import { request } from './client';
import { courseWrite, thumbnail, type CourseWrite, type Thumbnail } from './courses';

const path = (id: string) => encodeURIComponent(id);

export const duplicateCourse = (id: string, courseTitle: string): Promise<CourseWrite> =>
  request(`/courses/duplicate-course/${path(id)}`, courseWrite, { method: 'POST', body: { courseTitle } });

const deletion = z.object({ courseId: z.string(), deletedAt: z.string(), position: z.optional(z.string()) });

export const deleteCourse = (id: string) => request(`/courses/${path(id)}`, deletion, { method: 'DELETE' });

export const restoreCourse = (id: string): Promise<CourseWrite> =>
  request(`/courses/restore/${path(id)}`, courseWrite, { method: 'POST' });

const favouriteToggle = z.object({ courseId: z.string(), favourite: z.boolean(), position: z.optional(z.string()) });

export const toggleFavourite = (courseId: string) =>
  request('/courses/favourite', favouriteToggle, { method: 'POST', body: { courseId } });

const randomThumbnail = z.object({ thumbnail });

/** A placeholder thumbnail for a new module, or null when none can be had (SPEC §8). */
export const pickThumbnail = (): Promise<Thumbnail | null> =>
  request('/courses/random-thumbnail', randomThumbnail).then(
    (answer) => answer.thumbnail,
    () => null,
  );

/** An admin gives a module to another member of the organisation. */
export const transferCourse = (id: string, userId: string): Promise<CourseWrite> =>
  request(`/courses/${path(id)}/owner`, courseWrite, { method: 'PUT', body: { userId } });
