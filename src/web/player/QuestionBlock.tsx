import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { answerHash, checkAnswer } from '../../modules/courses/content';
import { isChoice } from '../blocks/questionData';
import type { QuestionState } from '../../modules/delivery/shared';
import type { Question } from '../../modules/delivery/shared';
import type { PlayerWordKey } from '../../modules/courses/translation/shared';
import { Say } from '../blocks/LearnerWords';

type Props = {
  block: Question;
  state: QuestionState | undefined;
  attemptsAllowed: number;
  showAnswersAfterLastAttempt: boolean;
  onAnswer: (given: string[], correct: boolean) => void;
  /** The module's question layout for the options: one per row, or columns on wide screens. */
  optionLayout: 'stacked' | 'grid';
};

/** Learners receive hashes only (`answerHashes`); an answer is checked by hashing it. */
const hashesOf = (block: Question) => (block.data as { answerHashes?: string[] }).answerHashes ?? [];

/** The options whose hash is among the answers': shown once the last attempt is used, when the author allows it. */
function useRevealedOptions(block: Question, reveal: boolean): Set<string> {
  const [revealed, setRevealed] = useState(new Set<string>());
  useEffect(() => {
    if (!reveal) return;
    const hashes = new Set(hashesOf(block));
    const { options, caseSensitive } = block.data;
    void Promise.all(
      options.map(async (o) => (hashes.has(await answerHash(block.id, o.id, caseSensitive)) ? o.id : '')),
    ).then((ids) => setRevealed(new Set(ids.filter(Boolean))));
  }, [block, reveal]);
  return revealed;
}

function feedbackOf(
  state: QuestionState | undefined,
  left: number,
  reveal: boolean,
  choice: boolean,
): PlayerWordKey | null {
  if (!state) return null;
  if (state.correct) return 'question.correct';
  if (left > 0) return 'question.tryAgain';
  if (reveal && choice) return 'question.noAttemptsMarked';
  return 'question.noAttempts';
}

/** A question the learner answers: options (radio or checkbox) or a text field, checked against the stored hashes. */
export function QuestionBlock({
  block,
  state,
  attemptsAllowed,
  showAnswersAfterLastAttempt,
  onAnswer,
  optionLayout,
}: Props) {
  const { title, type, options, caseSensitive, feedbackByChoices } = block.data;
  const choice = isChoice(type);
  const [given, setGiven] = useState<string[]>(state?.given ?? []);
  const [checking, setChecking] = useState(false);
  const left = attemptsAllowed - (state?.attempts ?? 0);
  const settled = !!state && (state.correct || left <= 0);
  const reveal = settled && !state.correct && showAnswersAfterLastAttempt;
  const revealed = useRevealedOptions(block, reveal && choice);
  const legendId = useId();

  const toggle = (id: string, on: boolean) =>
    setGiven(
      type === 'single choice' ? [id] : on ? [...given.filter((g) => g !== id), id] : given.filter((g) => g !== id),
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    const correct = await checkAnswer(block.id, given, hashesOf(block), caseSensitive);
    setChecking(false);
    onAnswer(given, correct);
  };
  const feedback = feedbackOf(state, left, reveal, choice);
  const choiceFeedback = state ? state.given.map((id) => feedbackByChoices[id]).filter(Boolean) : [];

  return (
    <form className="player-question" onSubmit={(e) => void submit(e)} aria-labelledby={legendId}>
      <fieldset disabled={settled}>
        <legend id={legendId} className="player-question__title">
          {title}
        </legend>
        {choice ? (
          <div className={`player-options player-options--${optionLayout}`}>
            {options.map((option) => (
              <label
                key={option.id}
                className={`player-option${revealed.has(option.id) ? ' player-option--correct' : ''}`}
              >
                <input
                  type={type === 'single choice' ? 'radio' : 'checkbox'}
                  name={`q-${block.id}`}
                  value={option.id}
                  checked={given.includes(option.id)}
                  onChange={(e) => toggle(option.id, e.target.checked)}
                />
                <span>{option.value}</span>
                {revealed.has(option.id) && (
                  <span className="player-option__mark">
                    {' '}
                    <Say word="question.correctAnswer" />
                  </span>
                )}
              </label>
            ))}
          </div>
        ) : (
          <label className="player-text-answer">
            <Say word="question.yourAnswer" />
            <input
              type="text"
              dir="auto"
              value={given[0] ?? ''}
              onChange={(e) => setGiven([e.target.value])}
              autoComplete="off"
            />
          </label>
        )}
      </fieldset>
      {!settled && (
        <button type="submit" className="player-button" disabled={checking || given.every((g) => g.trim() === '')}>
          <Say word="question.check" />
        </button>
      )}
      <div
        role="status"
        className={`player-feedback${state ? ` player-feedback--${state.correct ? 'correct' : 'incorrect'}` : ''}`}
      >
        {feedback && (
          <p className="player-feedback__verdict">
            {state?.correct ? <CircleCheck aria-hidden="true" size={20} /> : <CircleX aria-hidden="true" size={20} />}
            <Say word={feedback} values={{ left }} />
          </p>
        )}
        {choiceFeedback.map((text, i) => (
          <p
            // biome-ignore lint/suspicious/noArrayIndexKey: feedback lines in their fixed order
            key={i}
          >
            {text}
          </p>
        ))}
      </div>
    </form>
  );
}
