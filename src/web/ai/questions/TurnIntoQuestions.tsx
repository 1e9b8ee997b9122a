import { ListChecks } from 'lucide-react';
import { createPortal } from 'react-dom';
import { useBlockToolbarSlot } from '../../blocks/BlockToolbarSlot';
import { IconButton } from '../../components/Buttons';
import type { QuestionsAnchor } from '../../editor/assistantSlot';
import { useAssistant } from '../useAssistant';

/** An in-between block's tool, in its card's toolbar: questions written with AI take the block's place. */
export function TurnIntoQuestions({ blockId, ask }: { blockId: string; ask: (anchor: QuestionsAnchor) => void }) {
  const slot = useBlockToolbarSlot();
  const { enabled } = useAssistant();
  if (!slot || !enabled) return null;
  return createPortal(
    <IconButton
      label="Turn into questions with AI"
      title="Turn into questions with AI: the questions take this block's place"
      onClick={() => ask({ replacing: blockId })}
    >
      <ListChecks aria-hidden="true" size={18} />
    </IconButton>,
    slot,
  );
}
