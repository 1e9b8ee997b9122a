import { ListChecks } from 'lucide-react';
import { createPortal } from 'react-dom';
import { useAskForQuestions } from '../ai/questions/AskForQuestions';
import { useAssistant } from '../ai/useAssistant';
import { IconButton } from '../components/Buttons';
import { useBlockToolbarSlot } from './BlockToolbarSlot';
import { withData, type BlockEditorProps } from './editorProps';
import { InlineText } from './InlineText';

export function InbetweenBlockEditor({ block, onChange }: BlockEditorProps<'InbetweenBlockComponent'>) {
  const slot = useBlockToolbarSlot();
  const ask = useAskForQuestions();
  const { enabled } = useAssistant();
  return (
    <>
      {slot &&
        ask &&
        enabled &&
        createPortal(
          <IconButton
            label="Turn into questions with AI"
            title="Turn into questions with AI: the questions take this block's place"
            onClick={() => ask({ replacing: block.id })}
          >
            <ListChecks aria-hidden="true" size={18} />
          </IconButton>,
          slot,
        )}
      <InlineText
        className="block-inbetween"
        label="Transition text"
        placeholder="A short line between two parts of the module"
        multiline
        value={block.data.text}
        onChange={(text) => onChange(withData(block, { text }))}
      />
    </>
  );
}
