import { useSelector } from '@xstate/react';
import { AlertTriangle, RotateCcw, Sparkles, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/Buttons';
import type { QuestionSetActor } from './useQuestionSets';
import './questions.css';

/**
 * A set in the module while the assistant writes it: one placeholder question per question asked
 * for, then (if it failed) the reason, with Try again and Dismiss.
 */
export function QuestionSetView({ actor }: { actor: QuestionSetActor }) {
  const { writing, placeholderIds, error } = useSelector(actor, (s) => ({
    writing: s.matches('generating'),
    placeholderIds: s.context.placeholderIds,
    error: s.context.error,
  }));
  const alert = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (error) alert.current?.focus();
    else if (writing) cancel.current?.focus();
  }, [error, writing]);

  if (error)
    return (
      <div ref={alert} className="question-set question-set--failed" role="alert" tabIndex={-1}>
        <AlertTriangle aria-hidden="true" size={20} className="question-set__icon" />
        <div className="question-set__body">
          <strong>No questions added</strong>
          <p>{error}</p>
          <div className="question-set__actions">
            <Button onClick={() => actor.send({ type: 'retry' })}>
              <RotateCcw aria-hidden="true" size={16} /> Try again
            </Button>
            <Button onClick={() => actor.send({ type: 'dismiss' })}>
              <X aria-hidden="true" size={16} /> Dismiss
            </Button>
          </div>
        </div>
      </div>
    );

  const count = placeholderIds.length;
  return (
    <div className="question-set" aria-busy="true">
      <div className="question-set__status">
        <Sparkles aria-hidden="true" size={16} className="question-set__spark" />
        <span role="status">
          Writing {count} {count === 1 ? 'question' : 'questions'}…
        </span>
        <button
          ref={cancel}
          type="button"
          className="button button--quiet"
          onClick={() => actor.send({ type: 'cancel' })}
        >
          Cancel
        </button>
      </div>
      {placeholderIds.map((id, i) => (
        <section
          key={id}
          className="question-placeholder"
          data-placeholder-id={id}
          aria-label={`Question ${i + 1} of ${count}, being written`}
        >
          <span className="question-placeholder__label">Question</span>
          <span className="skeleton question-placeholder__line question-placeholder__line--title" />
          <span className="skeleton question-placeholder__line" />
          <span className="skeleton question-placeholder__line" />
          <span className="skeleton question-placeholder__line question-placeholder__line--short" />
        </section>
      ))}
    </div>
  );
}
