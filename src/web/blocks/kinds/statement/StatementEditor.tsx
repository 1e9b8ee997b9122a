import type { StatementStyle } from '../../../../modules/courses/content';
import { type BlockEditorProps, withData } from '../../editorProps';
import { InlineText } from '../../InlineText';
import { SelectField } from '../../SelectField';

const STYLE_NAMES: Record<StatementStyle, string> = { bold: 'Bold', bordered: 'Bordered', note: 'Note' };

export default function StatementEditor({ block, onChange }: BlockEditorProps<'StatementBlockComponent'>) {
  const { text, style } = block.data;
  return (
    <div className="block-fields">
      <InlineText
        multiline
        className={`kind-statement kind-statement--${style}`}
        label="Statement"
        placeholder="Write a short statement"
        value={text}
        onChange={(next) => onChange(withData(block, { text: next }))}
      />
      <SelectField
        label="Statement style"
        value={style}
        choices={STYLE_NAMES}
        onChange={(next) => onChange(withData(block, { style: next }))}
      />
    </div>
  );
}
