import { z } from 'zod';
import { REPORTING } from '../scorm/versions';
import { dispatchTypeSchema } from '../requests';
import { DEFAULT_NEW_LEARNERS_PER_HOUR } from './events';
import { originSchema } from '../../../platform/http/origin';

/** SPEC §7 `POST /scorm/createdispatch/{id} {requestedDispatchType}`, with the dispatch's limits. */
export const createDispatchBody = z.object({
  requestedDispatchType: dispatchTypeSchema,
  reporting: z.enum(REPORTING).default('passed-failed'),
  /**
   * LMS origins that may frame the module (Content-Security-Policy frame-ancestors). None given:
   * the organisation's default origins (its Settings), and when it has none, any.
   */
  allowedOrigins: z.array(originSchema).max(20).default([]),
  expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
  /** Most learners per LMS origin. */
  learnerCap: z.number().int().positive().max(1_000_000).nullable().default(null),
  newLearnersPerHour: z.number().int().positive().max(100_000).default(DEFAULT_NEW_LEARNERS_PER_HOUR),
});

export const dispatchIdParam = z.object({ dispatchId: z.string().min(1).max(64) });

/** What a dispatch package sends to open a learner's session (its LMS origin is the request's Origin header). */
export const openSessionBody = z.object({ secret: z.string().min(1).max(200), learnerId: z.string().max(255) });

/** What a dispatch package sends to learn whether it may start, before it touches the LMS. */
export const admissionBody = openSessionBody.pick({ secret: true });

export const courseDispatchesParam = z.object({ id: z.string().min(1).max(64) });
