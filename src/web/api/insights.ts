import * as z from 'zod/mini';
import { request } from './client';
import { hasAuthorSession } from './session';

const accepted = z.unknown();

interface UsageEvent {
  eventType: string;
  name: 'user.login' | 'user.feature.experienced' | 'user.page.experienced';
  page?: string;
  feature?: string;
}

/**
 * SPEC §6, §7: fire-and-forget usage tracking, only for a standalone token; failures are ignored.
 * A Collaborator's token is standalone too, but may only comment (SPEC §6): the server refuses it.
 */
function track(event: UsageEvent): void {
  if (!hasAuthorSession()) return;
  request('/insights/track', accepted, { method: 'POST', body: event }).catch(() => {});
}

export const trackPageExperienced = (page: string): void =>
  track({ eventType: 'page', name: 'user.page.experienced', page });

export const trackLogin = (): void => track({ eventType: 'login', name: 'user.login' });

/** A What's New feature or a guided tour the user went through to the end (SPEC §2). */
export const trackFeatureExperienced = (feature: string): void =>
  track({ eventType: 'feature', name: 'user.feature.experienced', feature });
