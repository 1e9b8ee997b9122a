import type { DividerStyle } from '../../../../modules/courses/content';
import { type BlockEditorProps, withData } from '../../editorProps';
import { SelectField } from '../../SelectField';
import DividerView from './DividerView';

const STYLE_NAMES: Record<DividerStyle, string> = { line: 'Line', dashed: 'Dashed line', dots: 'Dots' };

export default function DividerEditor({ block, onChange }: BlockEditorProps<'DividerBlockComponent'>) {
  return (
    <div className="block-fields">
      <DividerView block={block} />
      <SelectField
        label="Divider style"
        value={block.data.style}
        choices={STYLE_NAMES}
        onChange={(style) => onChange(withData(block, { style }))}
      />
    </div>
  );
}
