import { useState } from 'react';
import type { BlockOf } from '../../../modules/courses/content';
import type { QuestionState } from '../../../modules/delivery/shared';
import { QuestionBlock } from '../../player/QuestionBlock';

/** The player's question, answerable here: two attempts, the answer shown after the last; nothing is recorded. */
export function SampleQuestion({ block }: { block: BlockOf<'QuestionBlockComponent'> }) {
  const [state, setState] = useState<QuestionState | undefined>();
  return (
    <QuestionBlock
      block={block}
      state={state}
      attemptsAllowed={2}
      showAnswersAfterLastAttempt
      optionLayout="stacked"
      onAnswer={(given, correct) => setState((s) => ({ attempts: (s?.attempts ?? 0) + 1, correct, given }))}
    />
  );
}
