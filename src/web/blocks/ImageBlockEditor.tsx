import { DataField } from './DataField';
import { withData, type BlockEditorProps } from './editorProps';
import { Empty } from './Empty';
import { InlineText } from './InlineText';

export function ImageBlockEditor({ block, onChange }: BlockEditorProps<'ImageBlockComponent'>) {
  const { url, alt, caption } = block.data;
  return (
    <figure className="block-figure">
      {url ? (
        <img className="block-media" src={url} alt={alt} />
      ) : (
        <Empty>No image yet: give its address in the settings below.</Empty>
      )}
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
      <DataField {...props} name="url" label="Image address" kind="url" />
      <DataField
        {...props}
        name="alt"
        label="Alt text"
        hint="Describe the image for people who cannot see it"
        required
      />
    </>
  );
}
