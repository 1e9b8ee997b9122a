import type { BlockData } from '../../modules/courses/content';
import { withData, type BlockEditorProps } from './editorProps';
import { Field } from './Field';

type Level = BlockData<'HeadingBlockComponent'>['level'];
const LEVELS: Level[] = [1, 2, 3];

export function HeadingBlockEditor({ block, onChange }: BlockEditorProps<'HeadingBlockComponent'>) {
  const { text, level } = block.data;
  return (
    <div className="block-fields block-fields--row">
      <Field label="Heading">
        {(control) => (
          <input
            {...control}
            value={text}
            onChange={(event) => onChange(withData(block, { text: event.target.value }))}
          />
        )}
      </Field>
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
