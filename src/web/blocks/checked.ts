import { createContext, useContext, useState } from 'react';
import type { Block } from '../../modules/courses/content';
import { DEFAULT_SETTINGS } from '../../modules/courses/content';
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
 * Where such a block finds the player's record of it; outside the player (the editor's views of a
 * block) there is none and the block keeps its attempts to itself, as many as a new module allows.
 */
const CheckedContext = createContext<((block: Block) => CheckedActivity) | null>(null);
export const CheckedProvider = CheckedContext.Provider;

export function useCheckedActivity(block: Block): CheckedActivity {
  const fromPlayer = useContext(CheckedContext);
  const [state, setState] = useState<QuestionState>();
  if (fromPlayer) return fromPlayer(block);
  return {
    state,
    attemptsAllowed: DEFAULT_SETTINGS.quiz.numberOfAttempts,
    showAnswersAfterLastAttempt: DEFAULT_SETTINGS.quiz.showAnswersAfterMaxAttempt,
    onCheck: (given, correct) => setState({ attempts: (state?.attempts ?? 0) + 1, correct, given }),
  };
}
