import { z } from 'zod';
import type { EventsOf } from '../../../platform/commands/parse';

/** The fields the player sends and the events keep, bounded alike. */
export const blockId = z.string().min(1).max(100);
export const givenAnswer = z.array(z.string().max(2000)).max(50);
export const gameResults = z
  .record(blockId, z.object({ tries: z.number().int().min(0).max(100_000), completed: z.boolean() }))
  .refine((games) => Object.keys(games).length <= 500, 'at most 500 games');
export const seenBlocks = z.array(blockId).max(2000);

/**
 * A launched learner's progress in one module, on `lti-progress-<platformId>-<learner>-<courseId>`:
 * each answer as the server checked it, and the place and the blocks seen as the player kept them.
 * The learner is named by their keyed hash only (see learnerKeys).
 */
export const progressEventSchemas = {
  LtiAnswerChecked: z.object({
    platformId: z.string(),
    learner: z.string().max(64),
    courseId: z.string(),
    /** The player's id of this answer: the same answer sent again is not a second attempt. */
    answerId: z.string().min(1).max(64),
    questionId: blockId,
    given: givenAnswer,
    correct: z.boolean(),
    /** The language the question was asked in (a free-text answer is checked in it). */
    language: z.string().max(35),
  }),
  LtiPlaceKept: z.object({
    platformId: z.string(),
    learner: z.string().max(64),
    courseId: z.string(),
    /** The block the learner was at ('' at the start). */
    location: z.string().max(100),
    /** Blocks seen since the last place kept. */
    seen: seenBlocks,
    /** Games whose result changed since. */
    games: gameResults,
  }),
};
export type AnswerChecked = z.infer<typeof progressEventSchemas.LtiAnswerChecked>;
export type PlaceKept = z.infer<typeof progressEventSchemas.LtiPlaceKept>;
export type ProgressEvent = EventsOf<typeof progressEventSchemas>;

export const progressStream = (platformId: string, learner: string, courseId: string) =>
  `lti-progress-${platformId}-${learner}-${courseId}`;
