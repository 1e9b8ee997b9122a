import { type BlockEditorProps, withData } from '../../editorProps';
import { ItemsEditor } from '../ItemsEditor';

export default function TabsEditor({ block, onChange }: BlockEditorProps<'TabsBlockComponent'>) {
  return <ItemsEditor noun="Tab" items={block.data.items} onChange={(items) => onChange(withData(block, { items }))} />;
}
