import { DataField } from './DataField';
import type { BlockEditorProps } from './editorProps';
import { ImageView } from './mediaViews';

export function ImageBlockEditor(props: BlockEditorProps<'ImageBlockComponent'>) {
  return (
    <div className="block-fields">
      <DataField {...props} name="url" label="Image address" kind="url" />
      <DataField
        {...props}
        name="alt"
        label="Alt text"
        hint="Describe the image for people who cannot see it"
        required
      />
      <DataField {...props} name="caption" label="Caption" />
      <ImageView block={props.block} />
    </div>
  );
}
