import { type KeyboardEvent, memo, useEffect, useId, useRef, useState } from 'react';
import type { Block, BlockType } from '../../modules/courses/content';
import { AddBlockMenu } from './AddBlockMenu';
import { BlockEditor } from '../blocks/BlockEditor';
import { BLOCK_LABELS } from '../blocks/blockLabels';
import { IconButton } from '../components/Buttons';
import { CommentsButton } from '../comments/CommentsButton';
import { ArrowDown, ArrowUp, Copy, GripVertical, Settings2, Trash2 } from 'lucide-react';
import { BlockSettings, hasSettings, startsWithSettingsOpen } from '../blocks/BlockSettings';
import { BlockToolbarSlot } from '../blocks/BlockToolbarSlot';
import { StartsNearScreen } from '../blocks/StartsNearScreen';
import { type QuestionsAnchor, useEditorAssistant } from './assistantSlot';
import type { FillQueue } from './fillQueue';
import { focusWhenShown } from './focusWhenShown';

/** What a card asks of its list, by block and section: one object for every card, so cards re-render only when their own block does. */
export interface BlockActions {
  change: (next: Block, basedOn?: number) => void;
  move: (sectionId: string, toIndex: number) => void;
  /** Drag and drop: the index of the card being dragged travels in the dataTransfer. */
  dropAt: (fromIndex: number, toIndex: number) => void;
  duplicate: (blockId: string, sectionId: string) => void;
  /** A new block in a section of its own after `afterSectionId`, at the start (null) or at the end. */
  add: (type: BlockType, afterSectionId?: string | null) => void;
  /** Opens the assistant's questions dialog for a place: after a section, or in place of an in-between block. */
  askForQuestions: (anchor: QuestionsAnchor) => void;
  remove: (blockId: string) => void;
  openComments: (blockId: string) => void;
  focusBlock: (blockId: string) => void;
  focusTaken: () => void;
}

interface BlockCardProps {
  block: Block;
  sectionId: string;
  index: number;
  count: number;
  actions: BlockActions;
  /** A mono module is exactly one block: nothing is added, duplicated or deleted. */
  mono: boolean;
  /** Just added (or next after a deletion): its first field takes the focus once it is shown. */
  takeFocus: boolean;
  /** Set once a publish found this block unfit; it goes away as soon as the block is fixed or deleted. */
  problem: string | null;
  /** Open comments on the block, replies included; opening them shows the block's threads. */
  commentCount: number;
  /** Just pointed at (a notification was clicked): highlighted for 2 s. */
  highlighted: boolean;
  /** Who else is editing this block right now. */
  editingBy: readonly string[];
  /** A co-author changed this block while this author's change to it waits to be saved. */
  changedElsewhere: boolean;
  /** The assistant is on: its menu shows. */
  assistEnabled: boolean;
  /** Shown in full from the first frame; otherwise the card starts as its frame and fills in its turn. */
  eager: boolean;
  fills: FillQueue;
}

const DRAG_TYPE = 'application/x-tessera-section';
// Where an author starts in a block: its settings' address (media with none yet), else its first
// text field, else its first choice, else its first button.
/** The fields a block's focus goes to (a file input is reached through its button, never focused itself). */
const TEXT_FIELDS =
  '.block-editor [contenteditable="true"], .block-editor input:not([type="file"]), .block-editor textarea';
/** Only where a block has no text to write: a rich text's style menu comes first in the page, and moves once shown. */
const CHOICES = '.block-editor select';
/** Media with no address yet starts at the address, in its settings. */
const SETTINGS_FIELDS = '.block-settings input, .block-settings select';
const BUTTONS = '.block-card__actions button';

/**
 * One block in the editor, edited in place as learners will see it; its toolbar (drag, move,
 * duplicate, delete, comments, settings, add below) shows on hover and focus.
 */
export const BlockCard = memo(function BlockCard({
  block,
  sectionId,
  index,
  count,
  actions,
  mono,
  takeFocus,
  problem,
  commentCount,
  highlighted,
  editingBy,
  changedElsewhere,
  assistEnabled,
  eager,
  fills,
}: BlockCardProps) {
  const onMove = (to: number) => actions.move(sectionId, to);
  const { focusTaken } = actions;
  const label = `${BLOCK_LABELS[block.type]} block ${index + 1} of ${count}`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    onMove(index + (event.key === 'ArrowUp' ? -1 : 1));
  };
  const card = useRef<HTMLElement>(null);
  /** Filled: near the screen (its editors start at once), or in its turn while the page is idle. */
  const [filled, setFilled] = useState<'near' | 'later' | null>(eager ? 'near' : null);
  // Asked for (just added, pointed at, flagged, changed by someone): shown in full at once, and from then on.
  const asked = takeFocus || highlighted || problem !== null || changedElsewhere;
  if (asked && filled !== 'near') setFilled('near');
  const full = filled !== null || asked;
  useEffect(() => {
    if (full || !card.current) return;
    return fills.wait(card.current, (near) => setFilled(near ? 'near' : 'later'));
  }, [full, fills]);
  const tools = useRef<HTMLDivElement>(null);
  const assistant = useEditorAssistant();
  const [settingsOpen, setSettingsOpen] = useState(() => startsWithSettingsOpen(block));
  const settingsId = useId();
  /** Set when the author opens the settings: focus goes to their first field. */
  const settingsAsked = useRef(false);
  useEffect(() => {
    if (!settingsOpen || !settingsAsked.current) return;
    settingsAsked.current = false;
    card.current?.querySelector<HTMLElement>(SETTINGS_FIELDS)?.focus();
  }, [settingsOpen]);
  const stopFocusing = useRef(() => {});
  useEffect(() => {
    if (!takeFocus || !card.current) return;
    stopFocusing.current = focusWhenShown(card.current, [SETTINGS_FIELDS, TEXT_FIELDS, CHOICES], BUTTONS);
    focusTaken();
  }, [takeFocus, focusTaken]);
  useEffect(() => () => stopFocusing.current(), []);

  return (
    <section
      ref={card}
      aria-busy={!full || undefined}
      className={`block-card${problem ? ' block-card--problem' : ''}${highlighted ? ' block-card--highlight' : ''}${commentCount > 0 ? ' block-card--commented' : ''}`}
      aria-label={label}
      data-block-id={block.id}
      data-block-type={block.type}
      onKeyDown={onKeyDown}
      onFocus={() => actions.focusBlock(block.id)}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
      }}
      onDrop={(event) => {
        const from = Number(event.dataTransfer.getData(DRAG_TYPE));
        if (!Number.isNaN(from)) actions.dropAt(from, index);
      }}
    >
      {full && (
        <>
          <header className="block-card__bar">
            <span
              className="block-card__handle"
              draggable
              aria-hidden="true"
              title="Drag to move"
              onDragStart={(event) => {
                event.dataTransfer.setData(DRAG_TYPE, String(index));
                event.dataTransfer.effectAllowed = 'move';
              }}
            >
              <GripVertical aria-hidden="true" size={18} />
            </span>
            <span className="block-card__type">{BLOCK_LABELS[block.type]}</span>
            {editingBy.length > 0 && <span className="block-card__editing">{editingBy.join(', ')} editing</span>}
            <div ref={tools} className="block-card__tools" />
            <span className="block-card__actions">
              <assistant.BlockMenu block={block} label={label} enabled={assistEnabled} />
              <CommentsButton count={commentCount} label={label} onOpen={() => actions.openComments(block.id)} />
              {count > 1 && (
                <>
                  <IconButton
                    label={`Move ${label} up`}
                    title="Move up (Alt+↑)"
                    disabled={index === 0}
                    onClick={() => onMove(index - 1)}
                  >
                    <ArrowUp aria-hidden="true" size={18} />
                  </IconButton>
                  <IconButton
                    label={`Move ${label} down`}
                    title="Move down (Alt+↓)"
                    disabled={index === count - 1}
                    onClick={() => onMove(index + 1)}
                  >
                    <ArrowDown aria-hidden="true" size={18} />
                  </IconButton>
                </>
              )}
              {!mono && (
                <IconButton
                  label={`Duplicate ${label}`}
                  title="Duplicate"
                  onClick={() => actions.duplicate(block.id, sectionId)}
                >
                  <Copy aria-hidden="true" size={18} />
                </IconButton>
              )}
              {!mono && (
                <IconButton label={`Delete ${label}`} title="Delete" onClick={() => actions.remove(block.id)}>
                  <Trash2 aria-hidden="true" size={18} />
                </IconButton>
              )}
              {hasSettings(block.type) && (
                <IconButton
                  label={`Settings of ${label}`}
                  title="Block settings"
                  aria-expanded={settingsOpen}
                  aria-controls={settingsId}
                  onClick={() => {
                    settingsAsked.current = !settingsOpen;
                    setSettingsOpen(!settingsOpen);
                  }}
                >
                  <Settings2 aria-hidden="true" size={18} />
                </IconButton>
              )}
              {!mono && (
                <AddBlockMenu
                  onAdd={(type) => actions.add(type, sectionId)}
                  onAskForQuestions={() => actions.askForQuestions({ afterSectionId: sectionId })}
                  label={`Add a block below ${label}`}
                  iconOnly
                />
              )}
            </span>
          </header>
          {problem && (
            <p className="block-card__problem" role="alert">
              {problem}
            </p>
          )}
          {changedElsewhere && (
            <p className="block-card__notice" role="status">
              {editingBy[0] ?? 'Someone else'} changed this block. Keep working: when your change is saved, you choose
              which version to keep.
            </p>
          )}
          <BlockToolbarSlot.Provider value={tools}>
            <StartsNearScreen.Provider value={filled === 'near' || asked}>
              <BlockEditor block={block} onChange={actions.change} />
            </StartsNearScreen.Provider>
            <assistant.BlockPanel block={block} onChange={actions.change} askForQuestions={actions.askForQuestions} />
          </BlockToolbarSlot.Provider>
          {settingsOpen && (
            <div id={settingsId}>
              <BlockSettings block={block} onChange={actions.change} label={label} />
            </div>
          )}
        </>
      )}
    </section>
  );
});
