import { withData, type BlockEditorProps } from './editorProps';
import { Field } from './Field';

export function InbetweenBlockEditor({ block, onChange }: BlockEditorProps<'InbetweenBlockComponent'>) {
  return (
    <Field label="Transition text" hint="A short card between two parts of the module">
      {(control) => (
        <input
          {...control}
          value={block.data.text}
          onChange={(event) => onChange(withData(block, { text: event.target.value }))}
        />
      )}
    </Field>
  );
}
