import * as z from 'zod/mini';
import type { TourProgress } from '../../api/tourProgress';
import { tourProgressSchema } from '../../api/tourProgress';
import { readStored, writeStored } from '../storedRecord';

/** SPEC §9 storage keys: two plain keys and the whole record. */
const FIRST_TIME_KEY = 'first-time-user';
const COMPLETED_KEY = 'completed-tours';
const RECORD_KEY = 'mb_tour_progress';

export const FIRST_VISIT: TourProgress = { isFirstTimeUser: true, completedTours: [] };

/** This browser's copy of the progress, or null when it has none. */
export function readLocalTourProgress(): TourProgress | null {
  const record = readStored(RECORD_KEY, tourProgressSchema);
  const firstTime = readStored(FIRST_TIME_KEY, z.boolean());
  const completed = readStored(COMPLETED_KEY, z.array(z.string()));
  if (record === null && firstTime === null && completed === null) return null;
  return {
    isFirstTimeUser: (record?.isFirstTimeUser ?? true) && (firstTime ?? true),
    completedTours: [...new Set([...(record?.completedTours ?? []), ...(completed ?? [])])],
  };
}

export function writeLocalTourProgress(progress: TourProgress): void {
  writeStored(RECORD_KEY, progress);
  writeStored(FIRST_TIME_KEY, progress.isFirstTimeUser);
  writeStored(COMPLETED_KEY, progress.completedTours);
}

/** A tour finished in either place counts: the local copy holds what a failed sync did not reach the server. */
export function mergeTourProgress(server: TourProgress, local: TourProgress | null): TourProgress {
  if (local === null) return server;
  return {
    isFirstTimeUser: server.isFirstTimeUser && local.isFirstTimeUser,
    completedTours: [...new Set([...server.completedTours, ...local.completedTours])],
  };
}

export const withTourCompleted = (progress: TourProgress, tourId: string): TourProgress => ({
  isFirstTimeUser: false,
  completedTours: progress.completedTours.includes(tourId)
    ? progress.completedTours
    : [...progress.completedTours, tourId],
});
