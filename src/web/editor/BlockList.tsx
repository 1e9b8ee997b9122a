import { useCallback, useRef, useState } from 'react';
import type { BlockType, Content } from '../../modules/courses/content';
import { blockKey, type DraftPatch } from './draftPatch';
import { AddBlockMenu } from './AddBlockMenu';
import { BlockCard } from './BlockCard';
import { blockProblem } from './blockProblems';
import { useFocusKeptThroughMoves } from './useFocusKeptThroughMoves';
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

/** Focus target after the last block is deleted: the add-block button. */
const END = 'end';

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
  const list = useRef<HTMLDivElement>(null);
  useFocusKeptThroughMoves(list);
  const [focusId, setFocusId] = useState<string | null>(null);
  const focusTaken = useCallback(() => setFocusId(null), []);
  const add = (type: BlockType, afterSectionId = sections.at(-1)) => {
    const block = newBlockOf(type);
    change(addBlockPatch(content, block, afterSectionId));
    setFocusId(block.id);
  };
  const cards = sections.flatMap((sectionId) =>
    (content.sections[sectionId]?.blockIds ?? []).map((blockId) => ({ sectionId, block: content.blocks[blockId]! })),
  );

  return (
    <div ref={list} className="block-list">
      {cards.length === 0 && <p className="state">This module has no blocks yet. Add one to start.</p>}
      {cards.map(({ sectionId, block }, position) => {
        const index = sections.indexOf(sectionId);
        const neighbour = cards[position + 1] ?? cards[position - 1];
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
            onAddBelow={mono ? undefined : (type) => add(type, sectionId)}
            takeFocus={focusId === block.id}
            onFocusTaken={focusTaken}
            onDelete={
              mono
                ? undefined
                : () => {
                    change(deleteBlockPatch(content, block.id));
                    setFocusId(neighbour?.block.id ?? END);
                  }
            }
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
      {!mono && <AddBlockMenu onAdd={(type) => add(type)} focusNow={focusId === END} onFocused={focusTaken} />}
    </div>
  );
}
