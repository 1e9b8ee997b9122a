import { z } from 'zod';
import type { EventsOf } from '../../../platform/commands/parse';
import { REPORTING, SCORM_VERSIONS } from '../scorm/versions';

export const DEFAULT_NEW_LEARNERS_PER_HOUR = 1000;

/** Dispatch events on the `dispatch-<id>` stream: the public contract of a dispatch's life. */
export const dispatchEventSchemas = {
  DispatchCreated: z.object({
    dispatchId: z.string(),
    courseId: z.string(),
    orgId: z.string(),
    createdBy: z.string(),
    runtime: z.enum(SCORM_VERSIONS),
    reporting: z.enum(REPORTING),
    /** LMS origins that may frame the module; empty: any. */
    allowedOrigins: z.array(z.string()),
    expiresAt: z.string().nullable(),
    /** Most learners per LMS origin; null: no cap. */
    learnerCap: z.number().int().positive().nullable(),
    /** Most new learners per hour, all LMS origins together (dispatches made before it existed: the default). */
    newLearnersPerHour: z.number().int().positive().default(DEFAULT_NEW_LEARNERS_PER_HOUR),
  }),
  /**
   * A learner (the LMS's learner id, hashed) opened the dispatch from an LMS origin for the first
   * time. Learners who joined before origins were recorded have origin '' and no time.
   */
  DispatchLearnerJoined: z.object({
    dispatchId: z.string(),
    learnerKey: z.string(),
    origin: z.string().default(''),
    joinedAt: z.string().nullable().default(null),
  }),
  DispatchRevoked: z.object({ dispatchId: z.string(), revokedBy: z.string() }),
  /** A revoked dispatch opened again: its LMSs admit learners and report as before. */
  DispatchReenabled: z.object({ dispatchId: z.string(), reenabledBy: z.string() }),
};

export type DispatchEvent = EventsOf<typeof dispatchEventSchemas>;

export const dispatchStream = (dispatchId: string) => `dispatch-${dispatchId}`;
