import { useId } from 'react';
import { Check } from './Check';
import { Field } from './Field';
import { BLOCK_LIMITS } from './limits';
import { OPTION_ID_LENGTH } from '../../modules/courses/content';
import { newId } from '../newId';
import { addOption, markCorrect, removeOption, setFeedback, setOptionValue, type QuestionData } from './questionData';

interface QuestionOptionsEditorProps {
  data: QuestionData;
  onData: (next: QuestionData) => void;
}

/** The options of a choice question: text, whether correct (checkbox or radio), feedback; add and remove. */
export function QuestionOptionsEditor({ data, onData }: QuestionOptionsEditorProps) {
  const radioGroup = useId();
  const single = data.type === 'single choice';
  return (
    <fieldset className="block-options">
      <legend>Options</legend>
      <ol className="block-list">
        {data.options.map((option, index) => (
          <li key={option.id} className="block-list__item">
            <Field label={`Option ${index + 1}`}>
              {(control) => (
                <input
                  {...control}
                  value={option.value}
                  onChange={(event) => onData(setOptionValue(data, option.id, event.target.value))}
                />
              )}
            </Field>
            <Check
              type={single ? 'radio' : 'checkbox'}
              name={single ? radioGroup : undefined}
              checked={data.answer.includes(option.id)}
              onChange={(event) => onData(markCorrect(data, option.id, event.target.checked))}
            >
              Correct<span className="visually-hidden"> answer: option {index + 1}</span>
            </Check>
            <Field label={`Feedback for option ${index + 1}`}>
              {(control) => (
                <input
                  {...control}
                  value={data.feedbackByChoices[option.id] ?? ''}
                  onChange={(event) => onData(setFeedback(data, option.id, event.target.value))}
                />
              )}
            </Field>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => onData(removeOption(data, option.id))}
            >
              Remove option {index + 1}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button block-add"
        disabled={data.options.length >= BLOCK_LIMITS.questionOptions}
        onClick={() => onData(addOption(data, newId(OPTION_ID_LENGTH)))}
      >
        Add option
      </button>
    </fieldset>
  );
}
