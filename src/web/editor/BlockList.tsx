import type { BlockType, Content } from '../../modules/courses/content';
import { blockKey, type DraftPatch } from './draftPatch';
import { AddBlockMenu } from './AddBlockMenu';
import { BlockCard } from './BlockCard';
import { blockProblem } from './blockProblems';
import {
  addBlockPatch,
  deleteBlockPatch,
  duplicateBlockPatch,
  moveSectionPatch,
  newBlockOf,
  sectionOrder,
} from './structureOps';

/** The module's sections in reading order, each block editable in place, with the add-block control below. */
interface BlockListProps {
  content: Content;
  change: (patch: DraftPatch, basedOn?: number) => void;
  mono: boolean;
  flagged: ReadonlySet<string>;
  commentCounts: Record<string, number>;
  onOpenComments: (blockId: string) => void;
  highlightedBlock: string | null;
  /** Names of the others editing each block. */
  editors: Record<string, string[]>;
  changedElsewhere: ReadonlySet<string>;
  onFocusBlock: (blockId: string) => void;
}

export function BlockList({
  content,
  change,
  mono,
  flagged,
  commentCounts,
  onOpenComments,
  highlightedBlock,
  editors,
  changedElsewhere,
  onFocusBlock,
}: BlockListProps) {
  const sections = sectionOrder(content);
  const move = (sectionId: string, toIndex: number) => {
    const patch = moveSectionPatch(content, sectionId, toIndex);
    if (patch) change(patch);
  };
  const add = (type: BlockType) => change(addBlockPatch(content, newBlockOf(type), sections.at(-1)));
  const cards = sections.flatMap((sectionId) =>
    (content.sections[sectionId]?.blockIds ?? []).map((blockId) => ({ sectionId, block: content.blocks[blockId]! })),
  );

  return (
    <div className="block-list">
      {cards.length === 0 && <p className="state">This module has no blocks yet. Add one to start.</p>}
      {cards.map(({ sectionId, block }) => {
        const index = sections.indexOf(sectionId);
        return (
          <BlockCard
            key={block.id}
            block={block}
            index={index}
            count={sections.length}
            onChange={(next, basedOn) => change({ [blockKey(next.id)]: next }, basedOn)}
            onMove={(to) => move(sectionId, to)}
            onDropAt={(from) => move(sections[from]!, index)}
            onDuplicate={mono ? undefined : () => change(duplicateBlockPatch(content, block.id, sectionId))}
            onDelete={mono ? undefined : () => change(deleteBlockPatch(content, block.id))}
            problem={flagged.has(block.id) ? blockProblem(block) : null}
            commentCount={commentCounts[block.id] ?? 0}
            onOpenComments={() => onOpenComments(block.id)}
            highlighted={highlightedBlock === block.id}
            editingBy={editors[block.id] ?? []}
            changedElsewhere={changedElsewhere.has(block.id)}
            onFocusBlock={() => onFocusBlock(block.id)}
          />
        );
      })}
      {!mono && <AddBlockMenu onAdd={add} />}
    </div>
  );
}
