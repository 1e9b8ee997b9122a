import { withData, type BlockEditorProps } from './editorProps';
import { Check } from './Check';
import { Field } from './Field';
import { FreeTextAnswerEditor } from './FreeTextAnswerEditor';
import { InlineText } from './InlineText';
import { QuestionOptionsEditor } from './QuestionOptionsEditor';
import { SelectField } from './SelectField';
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

/** The question as learners see it: its title, then its options (marked correct or not) or the expected answer. */
export function QuestionBlockEditor({ block, onChange }: BlockEditorProps<'QuestionBlockComponent'>) {
  const { data } = block;
  const setData = (next: QuestionData) => onChange({ ...block, data: next });
  return (
    <div className="player-question">
      <InlineText
        className="player-question__title"
        label="Question"
        placeholder="Type the question"
        multiline
        value={data.title}
        onChange={(title) => setData({ ...data, title })}
      />
      {isChoice(data.type) ? (
        <QuestionOptionsEditor data={data} onData={setData} />
      ) : (
        <FreeTextAnswerEditor data={data} onData={setData} />
      )}
    </div>
  );
}

export function QuestionBlockSettings({ block, onChange }: BlockEditorProps<'QuestionBlockComponent'>) {
  const { data } = block;
  const tags = useDraft(data.answerTags, tagsCodec, (answerTags) => onChange(withData(block, { answerTags })));
  return (
    <>
      <SelectField
        label="Answer type"
        value={data.type}
        choices={QUESTION_TYPE_LABELS}
        onChange={(type: QuestionType) => onChange(withData(block, changeType(data, type)))}
      />
      {!isChoice(data.type) && (
        <Check
          checked={data.caseSensitive}
          onChange={(event) => onChange(withData(block, { caseSensitive: event.target.checked }))}
        >
          Case sensitive
        </Check>
      )}
      <Field label="Answer tags" hint="Separate tags with commas">
        {(control) => <input {...control} value={tags.text} onChange={(event) => tags.change(event.target.value)} />}
      </Field>
    </>
  );
}
