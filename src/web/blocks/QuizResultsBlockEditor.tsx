import { withData, type BlockEditorProps } from './editorProps';
import { Field } from './Field';

export function QuizResultsBlockEditor({ block, onChange }: BlockEditorProps<'QuizResultsBlockComponent'>) {
  const { applausePassText, applauseFailText } = block.data;
  return (
    <div className="block-fields">
      <Field label="Message when passed">
        {(control) => (
          <input
            {...control}
            value={applausePassText}
            onChange={(event) => onChange(withData(block, { applausePassText: event.target.value }))}
          />
        )}
      </Field>
      <Field label="Message when failed">
        {(control) => (
          <input
            {...control}
            value={applauseFailText}
            onChange={(event) => onChange(withData(block, { applauseFailText: event.target.value }))}
          />
        )}
      </Field>
    </div>
  );
}
