import { z } from 'zod';

export const ACTIVITY_PROGRESS = ['Initialized', 'Started', 'InProgress', 'Submitted', 'Completed'] as const;
const GRADING_PROGRESS = ['FullyGraded', 'Pending', 'PendingManual', 'Failed', 'NotReady'] as const;

/**
 * A launched learner's score, queued for the platform's gradebook (AGS): the line item it goes to
 * and the platform's id of the learner (`sub`), on the learner's own `lti-scores-<platformId>-<learner>`
 * stream (the scores their gradebook got, for the platform's grade policy).
 */
export const scoreEventSchemas = {
  LtiScoreEarned: z.object({
    platformId: z.string(),
    lineItem: z.string(),
    /** The platform's id of the learner, sealed with the learner's key (never stored in the clear). */
    userId: z.string(),
    /** A keyed hash of the platform and its user id: Tessera's name for the learner. Absent in older scores. */
    learner: z.string().max(64).optional(),
    courseId: z.string(),
    scoreGiven: z.number().min(0).optional(),
    scoreMaximum: z.number().positive(),
    activityProgress: z.enum(ACTIVITY_PROGRESS),
    gradingProgress: z.enum(GRADING_PROGRESS),
    timestamp: z.string(),
  }),
};
export type ScoreEarned = z.infer<typeof scoreEventSchemas.LtiScoreEarned>;

export const scoresStream = (platformId: string, learner: string) => `lti-scores-${platformId}-${learner}`;
