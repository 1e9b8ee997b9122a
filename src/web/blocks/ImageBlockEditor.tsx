import { DataField } from './DataField';
import { withData, type BlockEditorProps } from './editorProps';
import { InlineText } from './InlineText';
import { MediaAddressField } from './media/MediaAddressField';
import { MediaDrop } from './media/MediaDrop';
import { Picture } from './media/Picture';
import { mediaRefOf } from './media/pickedMedia';

export function ImageBlockEditor({ block, onChange }: BlockEditorProps<'ImageBlockComponent'>) {
  const { url, caption } = block.data;
  return (
    <figure className="block-figure">
      <MediaDrop
        kind="image"
        current={url ? <Picture {...block.data} /> : null}
        onMedia={(m) => onChange(withData(block, { url: m.url, media: mediaRefOf(m) }))}
      />
      <InlineText
        className="block-caption"
        label="Caption"
        placeholder="Add a caption (optional)"
        value={caption}
        onChange={(text) => onChange(withData(block, { caption: text }))}
      />
    </figure>
  );
}

export function ImageBlockSettings(props: BlockEditorProps<'ImageBlockComponent'>) {
  return (
    <>
      <DataField
        {...props}
        name="alt"
        label="Alt text"
        hint="Describe the image for people who cannot see it"
        required
      />
      <MediaAddressField {...props} label="Or an image's web address" />
    </>
  );
}
