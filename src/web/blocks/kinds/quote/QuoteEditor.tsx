import { type BlockEditorProps, withData } from '../../editorProps';
import { InlineText } from '../../InlineText';

export default function QuoteEditor({ block, onChange }: BlockEditorProps<'QuoteBlockComponent'>) {
  const { quote, source } = block.data;
  return (
    <div className="kind-quote">
      <InlineText
        multiline
        className="kind-quote__text"
        label="Quote"
        placeholder="The words quoted"
        value={quote}
        onChange={(next) => onChange(withData(block, { quote: next }))}
      />
      <InlineText
        className="kind-quote__source"
        label="Who said it"
        placeholder="Who said it"
        value={source}
        onChange={(next) => onChange(withData(block, { source: next }))}
      />
    </div>
  );
}
