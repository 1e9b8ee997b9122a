import { z } from 'zod';
import type { EventsOf } from '../../../platform/commands/parse';
import { REPORTING, SCORM_VERSIONS } from '../scorm/versions';

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
    learnerCap: z.number().int().positive().nullable(),
  }),
  /** A learner (the LMS's learner id, hashed) opened the dispatch for the first time. */
  DispatchLearnerJoined: z.object({ dispatchId: z.string(), learnerKey: z.string() }),
  DispatchRevoked: z.object({ dispatchId: z.string(), revokedBy: z.string() }),
};

export type DispatchEvent = EventsOf<typeof dispatchEventSchemas>;

export const dispatchStream = (dispatchId: string) => `dispatch-${dispatchId}`;
