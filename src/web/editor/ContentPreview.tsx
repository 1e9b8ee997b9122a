import { type Content, blocksInOrder } from '../../modules/courses/content';
import { BlockView } from '../blocks/BlockView';

/** A course's content read-only, as learners would see it. */
export function ContentPreview({ content, label }: { content: Content; label: string }) {
  const blocks = blocksInOrder(content);
  return (
    <article className="content-preview" aria-label={label}>
      <h1>{content.title}</h1>
      {content.description && <p className="content-preview__description">{content.description}</p>}
      {blocks.length === 0 ? (
        <p className="state">No blocks.</p>
      ) : (
        blocks.map((block) => <BlockView key={block.id} block={block} />)
      )}
    </article>
  );
}
