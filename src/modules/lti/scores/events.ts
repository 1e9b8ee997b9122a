import { z } from 'zod';
import type { EventsOf } from '../../../platform/commands/parse';

export const ACTIVITY_PROGRESS = ['Initialized', 'Started', 'InProgress', 'Submitted', 'Completed'] as const;
export const GRADING_PROGRESS = ['FullyGraded', 'Pending', 'PendingManual', 'Failed', 'NotReady'] as const;

/**
 * A launched learner's score on the `lti-scores-<platformId>` stream, queued for the platform's
 * gradebook (AGS): the line item it goes to and the platform's id of the learner (`sub`).
 */
export const scoreEventSchemas = {
  LtiScoreEarned: z.object({
    platformId: z.string(),
    lineItem: z.string(),
    userId: z.string(),
    courseId: z.string(),
    scoreGiven: z.number().min(0).optional(),
    scoreMaximum: z.number().positive(),
    activityProgress: z.enum(ACTIVITY_PROGRESS),
    gradingProgress: z.enum(GRADING_PROGRESS),
    timestamp: z.string(),
  }),
};
export type ScoreEarned = z.infer<typeof scoreEventSchemas.LtiScoreEarned>;
export type ScoreEvent = EventsOf<typeof scoreEventSchemas>;

export const scoresStream = (platformId: string) => `lti-scores-${platformId}`;
