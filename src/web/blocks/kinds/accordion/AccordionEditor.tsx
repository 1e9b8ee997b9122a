import { type BlockEditorProps, withData } from '../../editorProps';
import { ItemsEditor } from '../ItemsEditor';

export default function AccordionEditor({ block, onChange }: BlockEditorProps<'AccordionBlockComponent'>) {
  return (
    <ItemsEditor noun="Panel" items={block.data.items} onChange={(items) => onChange(withData(block, { items }))} />
  );
}
