import type { QuestionData } from './questionData';

interface FreeTextAnswerEditorProps {
  data: QuestionData;
  onData: (next: QuestionData) => void;
}

/** The learner's answer box, holding the answer that counts as correct. */
export function FreeTextAnswerEditor({ data, onData }: FreeTextAnswerEditorProps) {
  return (
    <label className="player-text-answer">
      Expected answer
      <input
        value={data.answer[0] ?? ''}
        placeholder="The answer that counts as correct"
        onChange={(event) => onData({ ...data, answer: event.target.value ? [event.target.value] : [] })}
      />
    </label>
  );
}
