import type { Block } from '../../../modules/courses/content';
import type { QuestionsAnchor } from '../../editor/assistantSlot';
import { TurnIntoQuestions } from '../questions/TurnIntoQuestions';
import { AssistPanel } from './AssistPanel';

/** What the assistant adds to a block's card: an in-between block's "Turn into questions" tool, and the panel of what was asked. */
export function AssistantBlockPanel({
  block,
  onChange,
  askForQuestions,
}: {
  block: Block;
  onChange: (next: Block) => void;
  askForQuestions: (anchor: QuestionsAnchor) => void;
}) {
  return (
    <>
      {block.type === 'InbetweenBlockComponent' && <TurnIntoQuestions blockId={block.id} ask={askForQuestions} />}
      <AssistPanel block={block} onChange={onChange} />
    </>
  );
}
