import * as z from 'zod/mini';
import { request } from './client';

export const tourProgressSchema = z.object({
  isFirstTimeUser: z.boolean(),
  completedTours: z.array(z.string()),
});
export type TourProgress = z.infer<typeof tourProgressSchema>;

const answer = z.object({ status: z.literal('success'), data: tourProgressSchema });

/** SPEC §7 GET /users/tour-progress. */
export const fetchTourProgress = async (signal?: AbortSignal): Promise<TourProgress> =>
  (await request('/users/tour-progress', answer, signal ? { signal } : {})).data;

/** SPEC §7 POST /users/tour-completed: the tour is done and I am no longer a first-time user. */
export const saveTourCompleted = async (tourId: string): Promise<TourProgress> =>
  (await request('/users/tour-completed', answer, { method: 'POST', body: { tourId } })).data;
