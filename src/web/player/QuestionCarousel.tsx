import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import type { Question } from '../../modules/delivery/shared';
import { Say, useSay } from '../blocks/LearnerWords';

type Props = {
  questions: Question[];
  /** The question to show first: where the learner left off, when it is one of these. */
  startAt: string;
  renderQuestion: (question: Question) => ReactNode;
};

/**
 * Consecutive questions one at a time, with Previous and Next. Moving on puts the focus on the
 * question shown, so a screen reader reads it from its start.
 */
export function QuestionCarousel({ questions, startAt, renderQuestion }: Props) {
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      questions.findIndex((q) => q.id === startAt),
    ),
  );
  const moved = useRef(false);
  const countId = useId();
  const go = (to: number) => {
    moved.current = true;
    setIndex(to);
  };
  const question = questions[index]!;
  const say = useSay();

  return (
    <section className="player-carousel" aria-roledescription="carousel" aria-label={say('carousel.questions')}>
      <div
        ref={(element) => {
          if (element && moved.current) element.focus();
        }}
        key={question.id}
        role="group"
        aria-roledescription="slide"
        aria-labelledby={countId}
        className="player-block player-carousel__slide"
        data-block-id={question.id}
        tabIndex={-1}
      >
        <p id={countId} className="player-carousel__count">
          <Say word="carousel.count" values={{ index: index + 1, total: questions.length }} />
        </p>
        {renderQuestion(question)}
      </div>
      <div className="player-carousel__nav">
        <button
          type="button"
          className="player-button player-button--quiet"
          disabled={index === 0}
          onClick={() => go(index - 1)}
        >
          <ChevronLeft aria-hidden="true" size={18} /> <Say word="carousel.previous" />
        </button>
        <button
          type="button"
          className="player-button player-button--quiet"
          disabled={index === questions.length - 1}
          onClick={() => go(index + 1)}
        >
          <Say word="carousel.next" /> <ChevronRight aria-hidden="true" size={18} />
        </button>
      </div>
    </section>
  );
}
