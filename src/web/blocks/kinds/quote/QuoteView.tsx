import type { BlockViewProps } from '../../editorProps';

/** Someone's words, and who said them when the author named them. */
export default function QuoteView({ block }: BlockViewProps<'QuoteBlockComponent'>) {
  const { quote, source } = block.data;
  return (
    <figure className="kind-quote">
      <blockquote className="kind-quote__text">
        <p>{quote}</p>
      </blockquote>
      {source && <figcaption className="kind-quote__source">{source}</figcaption>}
    </figure>
  );
}
