import { useId } from 'react';
import type { BlockOf } from '../../modules/courses/content';
import type { Outcome } from '../../modules/delivery/shared';
import { Say, useSay } from '../blocks/LearnerWords';

/** The quiz's result with the author's applause text for a pass or a fail. */
export function QuizResultsBlock({
  block,
  outcome,
  passScore,
  level,
}: {
  block: BlockOf<'QuizResultsBlockComponent'>;
  outcome: Outcome;
  passScore: number;
  /** Its heading's level on the page (2–6): one below the section it sits in. */
  level: number;
}) {
  const headingId = useId();
  const Heading = `h${level}` as 'h2';
  const say = useSay();
  return (
    <section className="player-results" aria-labelledby={headingId}>
      <Heading id={headingId}>{block.title || say('results.title')}</Heading>
      <div role="status">
        {outcome.score === null ? (
          <p>
            <Say word="results.answerAll" />
          </p>
        ) : (
          <>
            <p className="player-results__score">
              <Say
                word={outcome.passed ? 'results.passed' : 'results.failed'}
                values={{ score: outcome.score, passScore }}
              />
            </p>
            <p>{outcome.passed ? block.data.applausePassText : block.data.applauseFailText}</p>
          </>
        )}
      </div>
    </section>
  );
}
