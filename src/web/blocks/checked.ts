import { createContext } from 'react';
import type { Block } from '../../modules/courses/content';
import type { QuestionState } from '../../modules/delivery/shared';

/** A block whose answer is checked (a sorting), as the player keeps it: its attempts and the module's quiz settings. */
export type CheckedActivity = {
  state: QuestionState | undefined;
  attemptsAllowed: number;
  showAnswersAfterLastAttempt: boolean;
  /** The learner checked `given`: recorded (an attempt, an interaction for the LMS). */
  onCheck: (given: string[], correct: boolean) => void;
};

/**
 * Where such a block finds the player's record of it (its view reads it: kinds/sorting/useCheckedActivity.ts);
 * outside the player (the editor's views of a block) there is none.
 */
export const CheckedContext = createContext<((block: Block) => CheckedActivity) | null>(null);
export const CheckedProvider = CheckedContext.Provider;
