import type { BlockViewProps } from './editorProps';
import { isChoice, QUESTION_TYPE_LABELS } from './questionData';

/** The question and its options as text: answering happens in the player. */
export function QuestionView({ block }: BlockViewProps<'QuestionBlockComponent'>) {
  const { title, type, options } = block.data;
  return (
    <section className="block-question">
      <p className="block-question__title">{title}</p>
      <p className="muted">{QUESTION_TYPE_LABELS[type]}</p>
      {isChoice(type) && (
        <ul className="block-question__options">
          {options.map((option) => (
            <li key={option.id}>{option.value}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
