import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { Block } from '../../modules/courses/content';
import { BlockView } from '../blocks/BlockView';
import type { Session } from './boot';
import { CompletionWheel } from './CompletionWheel';
import { emptyState, fromSuspendData, learnerReducer, toSuspendData } from './learner-state';
import { outcomeOf } from './progress';
import { QuestionBlock } from './QuestionBlock';
import { QuizResultsBlock } from './QuizResultsBlock';
import { useSeenBlocks } from './useSeenBlocks';

/** A module as a learner takes it; progress goes to the LMS when there is one. The page around it holds the main landmark. */
export function Player({ session }: { session: Session }) {
  const { link, layout } = session;
  // The LMS's mastery score (from the package manifest) wins over the module's own pass score.
  const module = useMemo(() => {
    const mastery = link?.snapshot.masteryScore;
    const quiz = { ...session.module.settings.quiz, passScore: mastery ?? session.module.settings.quiz.passScore };
    return { ...session.module, settings: { ...session.module.settings, quiz } };
  }, [session.module, link]);
  const [state, dispatch] = useReducer(learnerReducer, link?.snapshot.suspendData ?? '', (data) =>
    data ? fromSuspendData(data) : emptyState,
  );
  const [location, setLocation] = useState(link?.snapshot.location ?? '');
  const outcome = useMemo(() => outcomeOf(module, state), [module, state]);
  const { quiz, showCompletionStatus } = module.settings;
  const blocks = layout === 'thumb' ? module.blocks.slice(0, 1) : module.blocks;

  const root = useRef<HTMLDivElement>(null);
  useSeenBlocks(
    root,
    (blockId) => {
      dispatch({ type: 'seen', blockId });
      setLocation(blockId);
    },
    session.link?.snapshot.location ?? '',
  );

  useEffect(() => {
    link?.report({ ...outcome, location, suspendData: toSuspendData(state, link.suspendLimit) });
  }, [link, state, location, outcome]);

  useEffect(() => {
    if (!link) return;
    const finish = () => link.finish();
    window.addEventListener('pagehide', finish);
    return () => window.removeEventListener('pagehide', finish);
  }, [link]);

  const renderBlock = (block: Block) => {
    switch (block.type) {
      case 'QuestionBlockComponent':
        return (
          <QuestionBlock
            block={block}
            state={state.questions[block.id]}
            attemptsAllowed={quiz.numberOfAttempts}
            showAnswersAfterLastAttempt={quiz.showAnswersAfterMaxAttempt}
            onAnswer={(given, correct) => dispatch({ type: 'answered', questionId: block.id, given, correct })}
          />
        );
      case 'QuizResultsBlockComponent':
        return <QuizResultsBlock block={block} outcome={outcome} passScore={quiz.passScore} />;
      default:
        return <BlockView block={block} />;
    }
  };

  return (
    <div ref={root} className={`player player--${layout} learner-surface player-theme--${module.settings.theme}`}>
      {layout === 'module' ? (
        <header className="player-header">
          <div>
            <h1 className="player-title">{module.title}</h1>
            {module.description && <p className="player-description">{module.description}</p>}
          </div>
          {showCompletionStatus && <CompletionWheel progress={outcome.progress} />}
        </header>
      ) : (
        <h1 className="visually-hidden">{module.title}</h1>
      )}
      {blocks.map((block) => (
        <div key={block.id} data-block-id={block.id} className="player-block">
          {renderBlock(block)}
        </div>
      ))}
    </div>
  );
}
