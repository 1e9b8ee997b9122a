import type { Block } from '../../../modules/courses/content';
import { BlockView } from '../../blocks/BlockView';
import { HeadingView } from '../../blocks/textViews';
import { QuizResultsBlock } from '../../player/QuizResultsBlock';
import { SampleQuestion } from './SampleQuestion';

/** A sample quiz already taken, so the results block shows its pass message. */
const PASSED = { progress: 1, completed: true, score: 80, passed: true };

/** A block as the player renders it (Player.tsx's choices), under an h2 of the page: its headings start at h3. */
export function SampleBlock({ block }: { block: Block }) {
  switch (block.type) {
    case 'QuestionBlockComponent':
      return <SampleQuestion block={block} />;
    case 'QuizResultsBlockComponent':
      return <QuizResultsBlock block={block} outcome={PASSED} passScore={70} level={3} />;
    case 'HeadingBlockComponent':
      return <HeadingView block={block} level={3} />;
    default:
      return <BlockView block={block} />;
  }
}
