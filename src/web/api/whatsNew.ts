import * as z from 'zod/mini';
import { request } from './client';

export const whatsNewProgress = z.object({
  viewedFeatures: z.array(z.string()),
  lastViewedAt: z.nullable(z.string()),
});

/** SPEC §3 What's New progress: the features this user has viewed, and when they last viewed one. */
export type WhatsNewProgress = z.infer<typeof whatsNewProgress>;

const answer = z.object({ status: z.literal('success'), data: whatsNewProgress });

const PROGRESS_PATH = '/users/whats-new-progress';

/** SPEC §7 GET whats-new-progress. */
export const fetchWhatsNewProgress = async (signal?: AbortSignal): Promise<WhatsNewProgress> =>
  (await request(PROGRESS_PATH, answer, { signal })).data;

/** SPEC §7 POST whats-new-progress: replaces the viewed list and its time. */
export const saveWhatsNewProgress = async (progress: WhatsNewProgress): Promise<WhatsNewProgress> =>
  (await request(PROGRESS_PATH, answer, { method: 'POST', body: progress })).data;

/** SPEC §7 POST whats-new-reset: nothing viewed any more. */
export const resetWhatsNewProgress = async (): Promise<WhatsNewProgress> =>
  (await request('/users/whats-new-reset', answer, { method: 'POST' })).data;
