import type { Block } from '../../../modules/courses/content';
import { QuizResultsView, TextView } from '../../blocks/textViews';
import type { QuestionData } from '../../blocks/questionData';
import { accept, type Suggestion, suggestedFeedback } from './assistActions';

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
        <ChoiceFeedbackList question={accepted.data} suggested={suggestion.feedbackByChoices} />
      ) : null;
    default:
      return suggestion.kind === 'text' ? <p className="assist-suggestion__text">{suggestion.text}</p> : null;
  }
}

function ChoiceFeedbackList({ question, suggested }: { question: QuestionData; suggested: Record<string, string> }) {
  const written = suggestedFeedback(question.options, suggested);
  if (written.length === 0)
    return <p className="muted">The assistant wrote no feedback: give the options a text first.</p>;
  return (
    <dl className="assist-suggestion__choices">
      {written.map(({ id, option, feedback }) => (
        <div key={id}>
          <dt>{option}</dt>
          <dd>{feedback}</dd>
        </div>
      ))}
    </dl>
  );
}
