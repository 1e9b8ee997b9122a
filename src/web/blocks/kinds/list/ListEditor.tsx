import { ITEM_ID_LENGTH, type ListStyle, MAX_LIST_ITEMS } from '../../../../modules/courses/content';
import { newId } from '../../../newId';
import { type BlockEditorProps, withData } from '../../editorProps';
import { InlineText } from '../../InlineText';
import { SelectField } from '../../SelectField';
import { PartsEditor } from '../PartsEditor';

const STYLE_NAMES: Record<ListStyle, string> = { bulleted: 'Bulleted', numbered: 'Numbered', checkbox: 'Checklist' };

export default function ListEditor({ block, onChange }: BlockEditorProps<'ListBlockComponent'>) {
  const { style, items } = block.data;
  return (
    <div className="block-fields">
      <SelectField
        label="List style"
        value={style}
        choices={STYLE_NAMES}
        onChange={(next) => onChange(withData(block, { style: next }))}
      />
      <PartsEditor
        parts={items}
        onChange={(next) => onChange(withData(block, { items: next }))}
        noun="Item"
        max={MAX_LIST_ITEMS}
        newPart={() => ({ id: newId(ITEM_ID_LENGTH), text: '' })}
        fields={(item, label, change) => (
          <InlineText label={label} placeholder={label} value={item.text} onChange={(text) => change({ text })} />
        )}
      />
    </div>
  );
}
