import type { BlockViewProps } from './editorProps';

/** The html was sanitised by the server when it was saved. */
export function TextView({ block }: BlockViewProps<'TextBlockComponent'>) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: text blocks are sanitised on the server before they are stored
  return <div className="rich-text rich-text--view" dangerouslySetInnerHTML={{ __html: block.data.html }} />;
}

const TAGS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

/**
 * The page's own title is its h1, so heading levels 1–3 render as h2–h4, unless the player gives
 * the `level` that keeps its page from skipping one. Its look stays the author's level. A section
 * the learner can jump to, so it takes the focus.
 */
export function HeadingView({ block, level }: BlockViewProps<'HeadingBlockComponent'> & { level?: number }) {
  const Tag = TAGS[(level ?? block.data.level + 1) - 2] ?? 'h2';
  return (
    <Tag className={`block-heading block-heading--${block.data.level}`} tabIndex={-1}>
      {block.data.text}
    </Tag>
  );
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
