import type { BlockData } from '../../modules/courses/content';
import { withData, type BlockEditorProps } from './editorProps';
import { Field } from './Field';
import { InlineText } from './InlineText';

type Level = BlockData<'HeadingBlockComponent'>['level'];
const LEVELS: Level[] = [1, 2, 3];

export function HeadingBlockEditor({ block, onChange }: BlockEditorProps<'HeadingBlockComponent'>) {
  return (
    <InlineText
      className={`block-heading block-heading--${block.data.level}`}
      label="Heading"
      placeholder="Heading"
      value={block.data.text}
      onChange={(text) => onChange(withData(block, { text }))}
    />
  );
}

export function HeadingBlockSettings({ block, onChange }: BlockEditorProps<'HeadingBlockComponent'>) {
  return (
    <Field label="Level" hint="Level 1 starts a part of the module; 2 and 3 sit under it">
      {(control) => (
        <select
          {...control}
          value={block.data.level}
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
  );
}
