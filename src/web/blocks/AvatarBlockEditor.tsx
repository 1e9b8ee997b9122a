import { DataField } from './DataField';
import type { BlockEditorProps } from './editorProps';
import { AvatarView, isAvatarReady } from './mediaViews';
import { RenderStatusBadge } from './RenderStatusBadge';

export function AvatarBlockEditor(props: BlockEditorProps<'AvatarBlockComponent'>) {
  const { block } = props;
  return (
    <div className="block-fields">
      <DataField {...props} name="script" label="Script" hint="What the presenter says" kind="lines" rows={5} />
      <RenderStatusBadge status={block.data.renderMediaStatus} />
      {isAvatarReady(block.data) && <AvatarView block={block} />}
    </div>
  );
}
