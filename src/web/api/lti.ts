import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { GRADE_POLICIES } from '../../modules/lti/shared';
import { request } from './client';

const toolAddresses = z.object({
  loginUrl: z.string(),
  redirectUrl: z.string(),
  jwksUrl: z.string(),
  deepLinkingUrl: z.string(),
  targetLinkUrl: z.string(),
});
export type LtiToolAddresses = z.infer<typeof toolAddresses>;

const platform = z.object({
  platformId: z.string(),
  orgId: z.string(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  deploymentIds: z.array(z.string()),
  authLoginUrl: z.string(),
  tokenUrl: z.string(),
  jwksUrl: z.string(),
  gradePolicy: z.enum(GRADE_POLICIES),
  registeredAt: z.string(),
});
export type LtiPlatform = z.infer<typeof platform>;
export type GradePolicy = LtiPlatform['gradePolicy'];

/** What an admin enters to register a learning platform (the server checks the URLs). */
export interface LtiPlatformDraft {
  name: string;
  issuer: string;
  clientId: string;
  deploymentIds: string[];
  authLoginUrl: string;
  tokenUrl: string;
  jwksUrl: string;
}

/** The organisation's LTI 1.3 learning platforms, and Tessera's addresses to enter in them (admins). */
export const ltiQueries = {
  tool: () =>
    queryOptions({
      queryKey: ['lti', 'tool'] as const,
      queryFn: ({ signal }) => request('/lti/tool', toolAddresses, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  platforms: () =>
    queryOptions({
      queryKey: ['lti', 'platforms'] as const,
      queryFn: ({ signal }) =>
        request('/lti/platforms', z.object({ platforms: z.array(platform) }), { signal }).then((r) => r.platforms),
    }),
};

/** 400 names the fields it refused; 409 when the issuer and client id are already registered. */
export const registerLtiPlatform = (body: LtiPlatformDraft) =>
  request('/lti/platforms', z.object({ platform }), { method: 'POST', body }).then((r) => r.platform);

/** Which of a learner's grades the platform's gradebook gets. */
export const setGradePolicy = (platformId: string, gradePolicy: GradePolicy) =>
  request(`/lti/platforms/${encodeURIComponent(platformId)}/grade-policy`, z.object({ platform }), {
    method: 'PUT',
    body: { gradePolicy },
  }).then((r) => r.platform);

export const removeLtiPlatform = (platformId: string) =>
  request(`/lti/platforms/${encodeURIComponent(platformId)}`, z.unknown(), { method: 'DELETE' });
