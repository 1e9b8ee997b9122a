import { z } from 'zod';
import { isoDuration, languageTag } from './xapi-formats';

/** What a share-link learner did, in xAPI's words (ADL verbs of the same names). */
export const LEARNER_VERBS = [
  'initialized',
  'resumed',
  'answered',
  'completed',
  'passed',
  'failed',
  'terminated',
] as const;

/** The cmi.interaction types of the player's answers (its InteractionResponse kinds). */
export const INTERACTION_TYPES = ['choice', 'fill-in', 'matching'] as const;

/** A response in the cmi.interaction pattern: at most 36 parts of a choice's option identifiers (42 characters each). */
export const MAX_RESPONSE = 2000;

/**
 * Learners' statements on the `statements-<courseId>` stream: the queue of what goes to the LRS,
 * never folded. Fields added since the first statements are optional: those already queued parse.
 */
export const statementEventSchemas = {
  LearnerStatementMade: z.object({
    courseId: z.string(),
    /** A keyed hash of the player's own id for the learner's browser: the same learner in every module. */
    learner: z.string().max(64),
    verb: z.enum(LEARNER_VERBS),
    /** The attempt: as long as the learner's progress is kept in their browser. */
    registration: z.uuid().optional(),
    /** The language the learner read the module in: the key of `name`. */
    language: languageTag.optional(),
    /** The question answered; none: the module itself. */
    blockId: z.string().max(64).optional(),
    /** The question or the module as the learner read it. */
    name: z.string().max(500),
    interactionType: z.enum(INTERACTION_TYPES).optional(),
    /** In the cmi.interaction response pattern of `interactionType` (free text before it was told). */
    response: z.string().max(MAX_RESPONSE).optional(),
    success: z.boolean().optional(),
    /** 0–1, for passed and failed. */
    scaled: z.number().min(0).max(1).optional(),
    /** The time the page was open, for terminated. */
    duration: isoDuration.optional(),
    /** When the learner did it (the player's clock when near the server's, else when it was queued). */
    timestamp: z.iso.datetime().optional(),
  }),
};
export type LearnerStatement = z.infer<typeof statementEventSchemas.LearnerStatementMade>;

export const statementsStream = (courseId: string) => `statements-${courseId}`;
