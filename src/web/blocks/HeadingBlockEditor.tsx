import type { BlockData } from '../../modules/courses/content';
import { withData, type BlockEditorProps } from './editorProps';
import { InlineText } from './InlineText';
import { SelectField } from './SelectField';

type Level = BlockData<'HeadingBlockComponent'>['level'];
const LEVELS: Record<`${Level}`, string> = { 1: 'Heading 1', 2: 'Heading 2', 3: 'Heading 3' };

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
    <SelectField
      label="Level"
      hint="Level 1 starts a part of the module; 2 and 3 sit under it"
      value={String(block.data.level) as `${Level}`}
      choices={LEVELS}
      onChange={(level) => onChange(withData(block, { level: Number(level) as Level }))}
    />
  );
}
