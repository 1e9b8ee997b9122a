import { z } from 'zod';
import type { EventsOf } from '../../../platform/commands/parse';
import { GRADE_POLICIES } from '../shared';

const url = z.string().url().max(2000);

/** A learning platform (an LMS) that launches Tessera as an LTI 1.3 tool, as its admin registered it. */
export const platformFields = {
  name: z.string().trim().min(1).max(200),
  /** The platform's `iss`: its id_tokens say it. */
  issuer: url,
  /** The tool's client id at that platform (the `aud` of its id_tokens). */
  clientId: z.string().trim().min(1).max(300),
  /** The deployments of the tool there that may launch it. */
  deploymentIds: z.array(z.string().trim().min(1).max(300)).min(1).max(50),
  /** Where the tool sends the browser for the OIDC authentication request. */
  authLoginUrl: url,
  /** Where the tool asks for an access token (client credentials) to post scores. */
  tokenUrl: url,
  /** The platform's public keys. */
  jwksUrl: url,
  gradePolicy: z.enum(GRADE_POLICIES).default('best'),
};

/** Platform events on the `lti-platform-<id>` stream. */
export const platformEventSchemas = {
  LtiPlatformRegistered: z.object({ platformId: z.string(), orgId: z.string(), ...platformFields }),
  LtiPlatformRemoved: z.object({ platformId: z.string() }),
  LtiPlatformGradePolicySet: z.object({ platformId: z.string(), gradePolicy: z.enum(GRADE_POLICIES) }),
};

export type PlatformEvent = EventsOf<typeof platformEventSchemas>;
export type Platform = z.infer<typeof platformEventSchemas.LtiPlatformRegistered>;

export const platformStream = (platformId: string) => `lti-platform-${platformId}`;
