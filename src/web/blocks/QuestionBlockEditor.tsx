import { withData, type BlockEditorProps } from './editorProps';
import { Field } from './Field';
import { FreeTextAnswerEditor } from './FreeTextAnswerEditor';
import { QuestionOptionsEditor } from './QuestionOptionsEditor';
import {
  changeType,
  isChoice,
  parseTags,
  QUESTION_TYPE_LABELS,
  type QuestionData,
  type QuestionType,
} from './questionData';
import { useDraft } from './useDraft';

const tagsCodec = { read: parseTags, format: (tags: string[]) => tags.join(', ') };

export function QuestionBlockEditor({ block, onChange }: BlockEditorProps<'QuestionBlockComponent'>) {
  const { data } = block;
  const setData = (next: QuestionData) => onChange({ ...block, data: next });
  const tags = useDraft(data.answerTags, tagsCodec, (answerTags) => onChange(withData(block, { answerTags })));

  return (
    <div className="block-fields">
      <Field label="Question">
        {(control) => (
          <textarea
            {...control}
            rows={2}
            value={data.title}
            onChange={(event) => setData({ ...data, title: event.target.value })}
          />
        )}
      </Field>
      <Field label="Answer type">
        {(control) => (
          <select
            {...control}
            value={data.type}
            onChange={(event) => setData(changeType(data, event.target.value as QuestionType))}
          >
            {Object.entries(QUESTION_TYPE_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {isChoice(data.type) ? (
        <QuestionOptionsEditor data={data} onData={setData} />
      ) : (
        <FreeTextAnswerEditor data={data} onData={setData} />
      )}
      <Field label="Answer tags" hint="Separate tags with commas">
        {(control) => <input {...control} value={tags.text} onChange={(event) => tags.change(event.target.value)} />}
      </Field>
    </div>
  );
}
