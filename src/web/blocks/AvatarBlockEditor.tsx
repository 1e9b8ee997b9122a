import { withData, type BlockEditorProps } from './editorProps';
import { Field } from './Field';
import { AvatarView, isAvatarReady } from './mediaViews';
import { RenderStatusBadge } from './RenderStatusBadge';

export function AvatarBlockEditor({ block, onChange }: BlockEditorProps<'AvatarBlockComponent'>) {
  const { script, renderMediaStatus } = block.data;
  return (
    <div className="block-fields">
      <Field label="Script" hint="What the presenter says">
        {(control) => (
          <textarea
            {...control}
            rows={5}
            value={script}
            onChange={(event) => onChange(withData(block, { script: event.target.value }))}
          />
        )}
      </Field>
      <RenderStatusBadge status={renderMediaStatus} />
      {isAvatarReady(block.data) && <AvatarView block={block} />}
    </div>
  );
}
