import type { BlockData, BlockOf } from '../../../modules/courses/content';
import { withData } from '../editorProps';
import { Field } from '../Field';

type MediaBlockType = 'ImageBlockComponent' | 'VideoBlockComponent' | 'AudioBlockComponent';

interface MediaAddressFieldProps<T extends MediaBlockType> {
  block: BlockOf<T>;
  onChange: (next: BlockOf<T>) => void;
  label: string;
}

/** A web address instead of an upload: typing one replaces the uploaded file (and its sizes). */
export function MediaAddressField<T extends MediaBlockType>({ block, onChange, label }: MediaAddressFieldProps<T>) {
  const { url, media } = block.data;
  return (
    <Field
      label={label}
      hint={media ? `Now an uploaded file (${media.name ?? 'no name'}); an address here replaces it` : undefined}
    >
      {(control) => (
        <input
          {...control}
          type="url"
          placeholder="https://…"
          value={media ? '' : url}
          onChange={(e) =>
            onChange(withData(block, { url: e.target.value, media: undefined } as Partial<BlockData<T>>))
          }
        />
      )}
    </Field>
  );
}
