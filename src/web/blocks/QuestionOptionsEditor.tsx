import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { OPTION_ID_LENGTH } from '../../modules/courses/content';
import { IconButton } from '../components/Buttons';
import { newId } from '../newId';
import { InlineText } from './InlineText';
import { BLOCK_LIMITS } from './limits';
import { addOption, markCorrect, removeOption, setFeedback, setOptionValue, type QuestionData } from './questionData';

interface QuestionOptionsEditorProps {
  data: QuestionData;
  onData: (next: QuestionData) => void;
}

/** The options as learners see them; the author's tick marks the correct ones, and each can carry feedback. */
export function QuestionOptionsEditor({ data, onData }: QuestionOptionsEditorProps) {
  const radioGroup = useId();
  const single = data.type === 'single choice';
  return (
    <div className="player-options">
      {data.options.map((option, index) => {
        const correct = data.answer.includes(option.id);
        return (
          <div key={option.id} className={`player-option option-editor${correct ? ' player-option--correct' : ''}`}>
            <input
              type={single ? 'radio' : 'checkbox'}
              name={single ? radioGroup : undefined}
              aria-label={`Correct answer: option ${index + 1}`}
              title="Correct answer"
              checked={correct}
              onChange={(event) => onData(markCorrect(data, option.id, event.target.checked))}
            />
            <div className="option-editor__texts">
              <InlineText
                label={`Option ${index + 1}`}
                placeholder={`Option ${index + 1}`}
                value={option.value}
                onChange={(value) => onData(setOptionValue(data, option.id, value))}
              />
              <InlineText
                className="option-editor__feedback"
                label={`Feedback for option ${index + 1}`}
                placeholder="Feedback when chosen (optional)"
                value={data.feedbackByChoices[option.id] ?? ''}
                onChange={(feedback) => onData(setFeedback(data, option.id, feedback))}
              />
            </div>
            <IconButton label={`Remove option ${index + 1}`} onClick={() => onData(removeOption(data, option.id))}>
              <X aria-hidden="true" size={16} />
            </IconButton>
          </div>
        );
      })}
      <button
        type="button"
        className="button button--quiet block-add"
        disabled={data.options.length >= BLOCK_LIMITS.questionOptions}
        onClick={() => onData(addOption(data, newId(OPTION_ID_LENGTH)))}
      >
        <Plus aria-hidden="true" size={16} /> Add option
      </button>
    </div>
  );
}
