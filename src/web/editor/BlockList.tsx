import { Fragment, useMemo, useRef, useState } from 'react';
import type { BlockType, Content } from '../../modules/courses/content';
import { blockKey, type DraftPatch } from './draftPatch';
import { AddBlockMenu } from './AddBlockMenu';
import { type BlockActions, BlockCard } from './BlockCard';
import { blockProblem } from './blockProblems';
import { createFillQueue } from './fillQueue';
import { useFocusKeptThroughMoves } from './useFocusKeptThroughMoves';
import { AskForQuestions, type QuestionsAnchor } from '../ai/questions/AskForQuestions';
import { GenerateQuestionsDialog, type QuestionsAsked } from '../ai/questions/GenerateQuestionsDialog';
import { QuestionSetView } from '../ai/questions/QuestionSetView';
import { useQuestionSets } from '../ai/questions/useQuestionSets';
import { useAssistant } from '../ai/useAssistant';
import { useEditingCourse } from '../blocks/media/EditingCourse';
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
  /** An added, duplicated, moved or deleted block: saved as a change of its own (see CourseDraft). */
  changeStructure: (patch: DraftPatch) => void;
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
const NOBODY: readonly string[] = [];
/** The cards shown in full from the first frame: about a screen's worth from the top. */
const EAGER = 10;

export function BlockList({
  content,
  change,
  changeStructure,
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
  const cards = sections.flatMap((sectionId) =>
    (content.sections[sectionId]?.blockIds ?? []).map((blockId) => ({ sectionId, block: content.blocks[blockId]! })),
  );
  const list = useRef<HTMLDivElement>(null);
  useFocusKeptThroughMoves(list);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [fills] = useState(createFillQueue);
  const courseId = useEditingCourse();
  const questionSets = useQuestionSets({ content, change, focus: setFocusId });
  const [asking, setAsking] = useState<QuestionsAnchor | null>(null);
  // Asked here for every card: one query observer, not one per block.
  const { enabled: assistEnabled } = useAssistant();

  // The actions read the list as it is when they run: one object, so a keystroke in one block
  // re-renders that block's card only (a 300-block module stays quick to type in).
  const latest = useRef({ content, sections, cards, change, changeStructure, onOpenComments, onFocusBlock });
  latest.current = { content, sections, cards, change, changeStructure, onOpenComments, onFocusBlock };
  const actions = useMemo<BlockActions>(() => {
    const move = (sectionId: string, toIndex: number) => {
      const patch = moveSectionPatch(latest.current.content, sectionId, toIndex);
      if (patch) latest.current.changeStructure(patch);
    };
    const add = (type: BlockType, afterSectionId: string | null | undefined = latest.current.sections.at(-1)) => {
      const block = newBlockOf(type);
      latest.current.changeStructure(addBlockPatch(latest.current.content, block, afterSectionId));
      setFocusId(block.id);
    };
    return {
      change: (next, basedOn) => latest.current.change({ [blockKey(next.id)]: next }, basedOn),
      move,
      dropAt: (fromIndex, toIndex) => {
        const from = latest.current.sections[fromIndex];
        if (from) move(from, toIndex);
      },
      duplicate: (blockId, sectionId) =>
        latest.current.changeStructure(duplicateBlockPatch(latest.current.content, blockId, sectionId)),
      add,
      remove: (blockId) => {
        const { cards: now, content: current } = latest.current;
        const at = now.findIndex((c) => c.block.id === blockId);
        const neighbour = now[at + 1] ?? now[at - 1];
        latest.current.changeStructure(deleteBlockPatch(current, blockId));
        setFocusId(neighbour?.block.id ?? END);
      },
      askForQuestions: (afterSectionId) => setAsking({ afterSectionId }),
      openComments: (blockId) => latest.current.onOpenComments(blockId),
      focusBlock: (blockId) => latest.current.onFocusBlock(blockId),
      focusTaken: () => setFocusId(null),
    };
  }, []);

  const startQuestions = (anchor: QuestionsAnchor, asked: QuestionsAsked) => {
    setAsking(null);
    const replacing = 'replacing' in anchor ? anchor.replacing : null;
    const afterSectionId = replacing
      ? cards.find((card) => card.block.id === replacing)?.sectionId
      : (anchor as { afterSectionId: string | null | undefined }).afterSectionId;
    questionSets.start({ courseId, afterSectionId, replacing, ...asked });
  };
  /** In-between blocks the questions being written will take the place of. */
  const replaced = new Set(questionSets.sets.flatMap((set) => (set.writing && set.replacing ? [set.replacing] : [])));
  const setsAfter = (anchor: string | null | undefined) =>
    questionSets.sets
      .filter((set) =>
        anchor === undefined
          ? set.afterSectionId === undefined || (set.afterSectionId !== null && !sections.includes(set.afterSectionId))
          : set.afterSectionId === anchor,
      )
      .map((set) => <QuestionSetView key={set.id} actor={set.actor} />);

  return (
    <AskForQuestions.Provider value={setAsking}>
      <div ref={list} className="block-list">
        {cards.length === 0 && <p className="state">This module has no blocks yet. Add one to start.</p>}
        {cards.length > 0 && !mono && (
          <div className="block-list__start">
            <AddBlockMenu
              onAdd={(type) => actions.add(type, null)}
              onAskForQuestions={() => setAsking({ afterSectionId: null })}
              label="Add a block at the start"
              iconOnly
            />
          </div>
        )}
        {setsAfter(null)}
        {cards.map(({ sectionId, block }, i) => (
          <Fragment key={block.id}>
            {!replaced.has(block.id) && (
              <BlockCard
                block={block}
                sectionId={sectionId}
                index={sections.indexOf(sectionId)}
                count={sections.length}
                actions={actions}
                mono={mono}
                takeFocus={focusId === block.id}
                problem={flagged.has(block.id) ? blockProblem(block) : null}
                commentCount={commentCounts[block.id] ?? 0}
                highlighted={highlightedBlock === block.id}
                editingBy={editors[block.id] ?? NOBODY}
                changedElsewhere={changedElsewhere.has(block.id)}
                assistEnabled={assistEnabled}
                eager={i < EAGER}
                fills={fills}
              />
            )}
            {cards[i + 1]?.sectionId !== sectionId && setsAfter(sectionId)}
          </Fragment>
        ))}
        {setsAfter(undefined)}
        {!mono && (
          <div data-tour="add-block">
            <AddBlockMenu
              onAdd={(type) => actions.add(type)}
              onAskForQuestions={() => setAsking({ afterSectionId: undefined })}
              focusNow={focusId === END}
              onFocused={actions.focusTaken}
            />
          </div>
        )}
      </div>
      {asking && (
        <GenerateQuestionsDialog
          content={content}
          onStart={(asked) => startQuestions(asking, asked)}
          onClose={() => setAsking(null)}
        />
      )}
    </AskForQuestions.Provider>
  );
}
