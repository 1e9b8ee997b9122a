import type { BlockViewProps } from './editorProps';

/** The html was sanitised by the server when it was saved. */
export function TextView({ block }: BlockViewProps<'TextBlockComponent'>) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: text blocks are sanitised on the server before they are stored
  return <div className="rich-text rich-text--view" dangerouslySetInnerHTML={{ __html: block.data.html }} />;
}

/** The page's own title is its h1, so heading levels 1–3 render as h2–h4. */
export function HeadingView({ block }: BlockViewProps<'HeadingBlockComponent'>) {
  const Tag = (['h2', 'h3', 'h4'] as const)[block.data.level - 1] ?? 'h2';
  return <Tag className={`block-heading block-heading--${block.data.level}`}>{block.data.text}</Tag>;
}

export function InbetweenView({ block }: BlockViewProps<'InbetweenBlockComponent'>) {
  return <p className="block-inbetween">{block.data.text}</p>;
}

/** Both messages: which one a learner sees depends on the score, known only in the player. */
export function QuizResultsView({ block }: BlockViewProps<'QuizResultsBlockComponent'>) {
  return (
    <dl className="block-results">
      <dt>When passed</dt>
      <dd>{block.data.applausePassText}</dd>
      <dt>When failed</dt>
      <dd>{block.data.applauseFailText}</dd>
    </dl>
  );
}
