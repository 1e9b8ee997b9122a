import { withData, type BlockEditorProps } from './editorProps';
import { InlineText } from './InlineText';

/** The results card as learners see it, with both messages: which one shows depends on the score. */
export function QuizResultsBlockEditor({ block, onChange }: BlockEditorProps<'QuizResultsBlockComponent'>) {
  const { applausePassText, applauseFailText } = block.data;
  return (
    <section className="player-results">
      <h2 className="block-heading block-heading--2">{block.title || 'Your result'}</h2>
      <p className="muted">You scored …% (pass mark …%). Then, to those who passed:</p>
      <InlineText
        label="Message when passed"
        placeholder="Well done!"
        multiline
        value={applausePassText}
        onChange={(text) => onChange(withData(block, { applausePassText: text }))}
      />
      <p className="muted">And to those who did not:</p>
      <InlineText
        label="Message when failed"
        placeholder="Have another look and try again."
        multiline
        value={applauseFailText}
        onChange={(text) => onChange(withData(block, { applauseFailText: text }))}
      />
    </section>
  );
}
