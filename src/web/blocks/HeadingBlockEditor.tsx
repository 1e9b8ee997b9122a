import type { BlockData } from '../../modules/courses/content';
import { DataField } from './DataField';
import { withData, type BlockEditorProps } from './editorProps';
import { Field } from './Field';

type Level = BlockData<'HeadingBlockComponent'>['level'];
const LEVELS: Level[] = [1, 2, 3];

export function HeadingBlockEditor({ block, onChange }: BlockEditorProps<'HeadingBlockComponent'>) {
  const { level } = block.data;
  return (
    <div className="block-fields block-fields--row">
      <DataField block={block} onChange={onChange} name="text" label="Heading" />
      <Field label="Level">
        {(control) => (
          <select
            {...control}
            value={level}
            onChange={(event) => onChange(withData(block, { level: Number(event.target.value) as Level }))}
          >
            {LEVELS.map((option) => (
              <option key={option} value={option}>
                Heading {option}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
