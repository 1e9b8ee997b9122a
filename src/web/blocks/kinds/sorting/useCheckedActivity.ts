import { useContext, useState } from 'react';
import { type Block, DEFAULT_SETTINGS } from '../../../../modules/courses/content';
import type { QuestionState } from '../../../../modules/delivery/shared';
import { type CheckedActivity, CheckedContext } from '../../checked';

/**
 * The player's record of a checked block; outside the player the block keeps its attempts to
 * itself, as many as a new module allows. Here, with the view, so the player's first load does not carry it.
 */
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
