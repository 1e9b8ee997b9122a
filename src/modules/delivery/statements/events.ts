import { z } from 'zod';
import type { EventsOf } from '../../../platform/commands/parse';

/** What a share-link learner did, in xAPI's words (ADL verbs of the same names). */
export const LEARNER_VERBS = ['initialized', 'answered', 'completed', 'passed', 'failed'] as const;

/** Learners' statements on the `statements-<courseId>` stream: the queue of what goes to the LRS, never folded. */
export const statementEventSchemas = {
  LearnerStatementMade: z.object({
    courseId: z.string(),
    /** A keyed hash of the player's own id for the learner's browser: the same learner in every module. */
    learner: z.string().max(64),
    verb: z.enum(LEARNER_VERBS),
    /** The question answered; none: the module itself. */
    blockId: z.string().max(64).optional(),
    /** The question or the module as the learner read it. */
    name: z.string().max(500),
    response: z.string().max(1000).optional(),
    success: z.boolean().optional(),
    /** 0–1, for passed and failed. */
    scaled: z.number().min(0).max(1).optional(),
  }),
};
export type StatementEvent = EventsOf<typeof statementEventSchemas>;
export type LearnerStatement = z.infer<typeof statementEventSchemas.LearnerStatementMade>;

export const statementsStream = (courseId: string) => `statements-${courseId}`;
