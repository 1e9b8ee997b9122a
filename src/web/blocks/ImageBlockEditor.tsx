import { withData, type BlockEditorProps } from './editorProps';
import { Field } from './Field';
import { ImageView } from './mediaViews';

export function ImageBlockEditor({ block, onChange }: BlockEditorProps<'ImageBlockComponent'>) {
  const { url, alt, caption } = block.data;
  return (
    <div className="block-fields">
      <Field label="Image address">
        {(control) => (
          <input
            {...control}
            type="url"
            value={url}
            onChange={(event) => onChange(withData(block, { url: event.target.value }))}
          />
        )}
      </Field>
      <Field label="Alt text" hint="Describe the image for people who cannot see it">
        {(control) => (
          <input
            {...control}
            aria-required="true"
            value={alt}
            onChange={(event) => onChange(withData(block, { alt: event.target.value }))}
          />
        )}
      </Field>
      <Field label="Caption">
        {(control) => (
          <input
            {...control}
            value={caption}
            onChange={(event) => onChange(withData(block, { caption: event.target.value }))}
          />
        )}
      </Field>
      <ImageView block={block} />
    </div>
  );
}
