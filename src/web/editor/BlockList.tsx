import { Fragment, useMemo, useRef, useState } from 'react';
import type { BlockType, Content } from '../../modules/courses/content';
import { blockKey, type DraftPatch } from './draftPatch';
import { AddBlockMenu } from './AddBlockMenu';
import { BlockCard, type CardsContext } from './BlockCard';
import type { BlockActions } from './editorActions';
import { blockProblem } from './blockProblems';
import { createFillQueue } from './fillQueue';
import { useFocusKeptThroughMoves } from './useFocusKeptThroughMoves';
import { useEditorAssistant } from './assistantSlot';
import { fetchBlockTemplate } from '../api/blockTemplates';
import { describeError } from '../api/errors';
import { useToast } from '../components/ToastProvider';
import { SaveTemplateDialog } from './templates/SaveTemplateDialog';
import {
  addBlockPatch,
  addBlocksPatch,
  copyOfBlock,
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
  /** The block "Save as template" was chosen on, while its dialog is open. */
  const [savingFrom, setSavingFrom] = useState<string | null>(null);
  const toast = useToast();
  const assistant = useEditorAssistant();
  const questions = assistant.useQuestions({ content, change, focus: setFocusId });
  // Asked here for every card: one query observer, not one per block.
  const { enabled: assistEnabled } = assistant.useStatus();

  const { ask, replaced, setsAfter } = questions;

  // The actions read the list as it is when they run: one object, so a keystroke in one block
  // re-renders that block's card only (a 300-block module stays quick to type in).
  const latest = useRef({
    content,
    sections,
    cards,
    change,
    changeStructure,
    onOpenComments,
    onFocusBlock,
    ask,
    toast,
  });
  latest.current = { content, sections, cards, change, changeStructure, onOpenComments, onFocusBlock, ask, toast };
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
      saveAsTemplate: setSavingFrom,
      // One change, so one undo takes the whole template back out.
      insertTemplate: (templateId, afterSectionId = latest.current.sections.at(-1)) =>
        void fetchBlockTemplate(templateId).then(
          (template) => {
            const blocks = template.blocks.map(copyOfBlock);
            latest.current.changeStructure(addBlocksPatch(latest.current.content, blocks, afterSectionId));
            setFocusId(blocks[0]?.id ?? null);
          },
          (error: unknown) =>
            latest.current.toast({ message: `The template could not be inserted: ${describeError(error)}` }),
        ),
      add,
      remove: (blockId) => {
        const { cards: now, content: current } = latest.current;
        const at = now.findIndex((c) => c.block.id === blockId);
        const neighbour = now[at + 1] ?? now[at - 1];
        latest.current.changeStructure(deleteBlockPatch(current, blockId));
        setFocusId(neighbour?.block.id ?? END);
      },
      askForQuestions: (anchor) => latest.current.ask(anchor),
      openComments: (blockId) => latest.current.onOpenComments(blockId),
      focusBlock: (blockId) => latest.current.onFocusBlock(blockId),
      focusTaken: () => setFocusId(null),
    };
  }, []);
  const count = sections.length;
  const savingAt = savingFrom === null ? -1 : cards.findIndex((c) => c.block.id === savingFrom);
  const cardsContext = useMemo<CardsContext>(
    () => ({ actions, count, mono, assistEnabled, fills }),
    [actions, count, mono, assistEnabled, fills],
  );

  return (
    <>
      <div ref={list} className="block-list">
        {cards.length === 0 && <p className="state">This module has no blocks yet. Add one to start.</p>}
        {cards.length > 0 && !mono && (
          <div className="block-list__start">
            <AddBlockMenu
              onAdd={(type) => actions.add(type, null)}
              onInsertTemplate={(templateId) => actions.insertTemplate(templateId, null)}
              onAskForQuestions={() => ask({ afterSectionId: null })}
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
                cards={cardsContext}
                marks={{
                  takeFocus: focusId === block.id,
                  problem: flagged.has(block.id) ? blockProblem(block) : null,
                  commentCount: commentCounts[block.id] ?? 0,
                  highlighted: highlightedBlock === block.id,
                  editingBy: editors[block.id] ?? NOBODY,
                  changedElsewhere: changedElsewhere.has(block.id),
                  eager: i < EAGER,
                }}
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
              onInsertTemplate={(templateId) => actions.insertTemplate(templateId)}
              onAskForQuestions={() => ask({ afterSectionId: undefined })}
              focusNow={focusId === END}
              onFocused={actions.focusTaken}
            />
          </div>
        )}
      </div>
      {questions.dialog}
      {savingAt >= 0 && (
        <SaveTemplateDialog blocks={cards.slice(savingAt).map((c) => c.block)} onClose={() => setSavingFrom(null)} />
      )}
    </>
  );
}
