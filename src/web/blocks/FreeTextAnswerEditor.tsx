import { Check } from './Check';
import { Field } from './Field';
import type { QuestionData } from './questionData';

interface FreeTextAnswerEditorProps {
  data: QuestionData;
  onData: (next: QuestionData) => void;
}

export function FreeTextAnswerEditor({ data, onData }: FreeTextAnswerEditorProps) {
  return (
    <>
      <Field label="Expected answer">
        {(control) => (
          <input
            {...control}
            value={data.answer[0] ?? ''}
            onChange={(event) => onData({ ...data, answer: event.target.value ? [event.target.value] : [] })}
          />
        )}
      </Field>
      <Check
        checked={data.caseSensitive}
        onChange={(event) => onData({ ...data, caseSensitive: event.target.checked })}
      >
        Case sensitive
      </Check>
    </>
  );
}
