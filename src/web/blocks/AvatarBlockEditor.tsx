import { withData, type BlockEditorProps } from './editorProps';
import { InlineText } from './InlineText';
import { AvatarView } from './mediaViews';

export function AvatarBlockEditor({ block, onChange }: BlockEditorProps<'AvatarBlockComponent'>) {
  return (
    <div className="block-stack">
      <AvatarView block={block} />
      <InlineText
        label="Script"
        placeholder="What the presenter says"
        multiline
        value={block.data.script}
        onChange={(script) => onChange(withData(block, { script }))}
      />
    </div>
  );
}
