import type { Block } from '../../../modules/courses/content';
import { QuizResultsView, TextView } from '../../blocks/textViews';
import { accept, type Suggestion } from './assistActions';

/** A suggestion as it would read in the block: rich text as learners see it, the rest as plain text. */
export function SuggestionView({ block, suggestion }: { block: Block; suggestion: Suggestion }) {
  const accepted = accept(block, suggestion);
  switch (accepted.type) {
    case 'TextBlockComponent':
      // The server sanitised the rewritten html, as it does every saved text.
      return <TextView block={accepted} />;
    case 'QuizResultsBlockComponent':
      return <QuizResultsView block={accepted} />;
    case 'QuestionBlockComponent':
      return suggestion.kind === 'choice-feedback' ? (
        <ChoiceFeedbackList options={accepted.data.options} feedback={suggestion.feedbackByChoices} />
      ) : null;
    default:
      return suggestion.kind === 'text' ? <p className="assist-suggestion__text">{suggestion.text}</p> : null;
  }
}

function ChoiceFeedbackList({
  options,
  feedback,
}: {
  options: readonly { id: string; value: string }[];
  feedback: Record<string, string>;
}) {
  const answered = options
    .map((option, index) => ({ id: option.id, label: option.value || `Option ${index + 1}` }))
    .filter(({ id }) => feedback[id]);
  if (answered.length === 0) return <p className="muted">The assistant wrote no feedback for these options.</p>;
  return (
    <dl className="assist-suggestion__choices">
      {answered.map(({ id, label }) => (
        <div key={id}>
          <dt>{label}</dt>
          <dd>{feedback[id]}</dd>
        </div>
      ))}
    </dl>
  );
}
