import { useId } from 'react';
import type { BlockOf } from '../../modules/courses/content';
import type { Outcome } from '../../modules/delivery/shared';
import { PlayerWords } from './PlayerWords';

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
  return (
    <section className="player-results" aria-labelledby={headingId}>
      <Heading id={headingId}>{block.title || 'Your result'}</Heading>
      <div role="status">
        {outcome.score === null ? (
          <p>
            <PlayerWords>Answer every question of the quiz to see your result.</PlayerWords>
          </p>
        ) : (
          <>
            <p className="player-results__score">
              <PlayerWords>
                You scored {outcome.score}% (pass mark {passScore}%): {outcome.passed ? 'passed' : 'not passed'}.
              </PlayerWords>
            </p>
            <p>{outcome.passed ? block.data.applausePassText : block.data.applauseFailText}</p>
          </>
        )}
      </div>
    </section>
  );
}
