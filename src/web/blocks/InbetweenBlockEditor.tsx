import { DataField } from './DataField';
import type { BlockEditorProps } from './editorProps';

export function InbetweenBlockEditor(props: BlockEditorProps<'InbetweenBlockComponent'>) {
  return (
    <DataField {...props} name="text" label="Transition text" hint="A short card between two parts of the module" />
  );
}
