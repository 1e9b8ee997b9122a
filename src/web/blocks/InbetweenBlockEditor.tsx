import { withData, type BlockEditorProps } from './editorProps';
import { InlineText } from './InlineText';

export function InbetweenBlockEditor({ block, onChange }: BlockEditorProps<'InbetweenBlockComponent'>) {
  return (
    <InlineText
      className="block-inbetween"
      label="Transition text"
      placeholder="A short line between two parts of the module"
      multiline
      value={block.data.text}
      onChange={(text) => onChange(withData(block, { text }))}
    />
  );
}
