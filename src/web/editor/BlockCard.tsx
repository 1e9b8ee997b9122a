import { type KeyboardEvent, memo, useEffect, useId, useRef, useState } from 'react';
import type { Block } from '../../modules/courses/content';
import { AddBlockMenu } from './AddBlockMenu';
import { BlockEditor } from '../blocks/BlockEditor';
import { BLOCK_LABELS } from '../blocks/blockLabels';
import { IconButton } from '../components/Buttons';
import { CommentsButton } from '../comments/CommentsButton';
import { GripVertical, Settings2 } from 'lucide-react';
import { BlockSettings, hasSettings, startsWithSettingsOpen } from '../blocks/BlockSettings';
import { BlockToolbarSlot } from '../blocks/BlockToolbarSlot';
import { StartsNearScreen } from '../blocks/StartsNearScreen';
import { ActionButton } from './ActionButton';
import { useEditorAssistant } from './assistantSlot';
import { type BlockActions, type BlockContext, EDITOR_ACTIONS, performKeys } from './editorActions';
import type { FillQueue } from './fillQueue';
import { focusWhenShown } from './focusWhenShown';

/** What the list gives every card alike: one object, new only when one of these changes (every card shows them). */
export interface CardsContext {
  /** What the list does for a card: the block actions (editorActions.ts) perform these. */
  actions: BlockActions;
  /** How many sections the module has: a card's place reads "block 2 of 5", and moves stop at the ends. */
  count: number;
  /** A mono module is exactly one block: nothing is added, duplicated or deleted. */
  mono: boolean;
  /** The assistant is on: its menu shows. */
  assistEnabled: boolean;
  fills: FillQueue;
}

/** What the list says of one card now: each field compared on its own, so a card re-renders only when one of its own changes. */
export interface BlockMarks {
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
  /** Shown in full from the first frame; otherwise the card starts as its frame and fills in its turn. */
  eager: boolean;
}

interface BlockCardProps {
  block: Block;
  sectionId: string;
  /** Its section's place among the module's sections. */
  index: number;
  cards: CardsContext;
  marks: BlockMarks;
}

/** The card's props are the same: its own fields and marks, and the list's one context object. */
function sameCard(a: BlockCardProps, b: BlockCardProps): boolean {
  if (a.block !== b.block || a.sectionId !== b.sectionId || a.index !== b.index || a.cards !== b.cards) return false;
  return (Object.keys(a.marks) as (keyof BlockMarks)[]).every((key) => a.marks[key] === b.marks[key]);
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
 * One block in the editor, edited in place as learners will see it; its toolbar (drag, the
 * assistant, comments, the block actions of editorActions.ts, settings, add below) shows on hover
 * and focus. The block actions' keys (Alt+↑, Alt+↓) work anywhere in the card.
 */
export const BlockCard = memo(function BlockCard({ block, sectionId, index, cards, marks }: BlockCardProps) {
  const { actions, count, mono, assistEnabled, fills } = cards;
  const { takeFocus, problem, commentCount, highlighted, editingBy, changedElsewhere, eager } = marks;
  const { focusTaken } = actions;
  const label = `${BLOCK_LABELS[block.type]} block ${index + 1} of ${count}`;
  const context: BlockContext = { block, sectionId, index, count, mono, label, list: actions };
  const onKeyDown = (event: KeyboardEvent) => {
    if (performKeys(EDITOR_ACTIONS.block, event, context)) event.preventDefault();
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
              {EDITOR_ACTIONS.block.map((action) => (
                <ActionButton key={action.id} action={action} context={context} />
              ))}
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
                  onInsertTemplate={(templateId) => actions.insertTemplate(templateId, sectionId)}
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
}, sameCard);
