import type { BlockData, BlockType } from '../../modules/courses/content';
import { withData, type BlockEditorProps } from './editorProps';
import { Field } from './Field';

/** The keys of a block's data that hold text. */
type TextKey<T extends BlockType> = {
  [K in keyof BlockData<T>]: BlockData<T>[K] extends string ? K : never;
}[keyof BlockData<T>];

interface DataFieldProps<T extends BlockType> extends BlockEditorProps<T> {
  name: TextKey<T>;
  label: string;
  hint?: string;
  /** An address (`url`), one line (`text`) or several (`lines`). */
  kind?: 'text' | 'url' | 'lines';
  rows?: number;
  required?: boolean;
}

/** One text value of a block's data, edited in a labelled input or textarea. */
export function DataField<T extends BlockType>({
  block,
  onChange,
  name,
  label,
  hint,
  kind = 'text',
  rows = 4,
  required,
}: DataFieldProps<T>) {
  const value = (block.data as BlockData<T>)[name] as string;
  const change = (text: string) => onChange(withData(block, { [name]: text } as Partial<BlockData<T>>));
  return (
    <Field label={label} hint={hint}>
      {(control) =>
        kind === 'lines' ? (
          <textarea {...control} rows={rows} value={value} onChange={(event) => change(event.target.value)} />
        ) : (
          <input
            {...control}
            type={kind === 'url' ? 'url' : undefined}
            aria-required={required || undefined}
            value={value}
            onChange={(event) => change(event.target.value)}
          />
        )
      }
    </Field>
  );
}
