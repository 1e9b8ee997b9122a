import type { CARD_LAYOUTS } from '../../../../modules/courses/content';
import { type BlockEditorProps, withData } from '../../editorProps';
import { SelectField } from '../../SelectField';
import { ItemsEditor } from '../ItemsEditor';

const LAYOUT_NAMES: Record<(typeof CARD_LAYOUTS)[number], string> = {
  grid: 'Side by side',
  stack: 'In a stack, one at a time',
};
const CARD_SIDES = { title: 'front', body: 'back' };

export default function FlashcardsEditor({ block, onChange }: BlockEditorProps<'FlashcardsBlockComponent'>) {
  const { layout, items } = block.data;
  return (
    <div className="block-fields">
      <SelectField
        label="Show cards"
        value={layout}
        choices={LAYOUT_NAMES}
        onChange={(next) => onChange(withData(block, { layout: next }))}
      />
      <ItemsEditor
        noun="Card"
        names={CARD_SIDES}
        items={items}
        onChange={(next) => onChange(withData(block, { items: next }))}
      />
    </div>
  );
}
