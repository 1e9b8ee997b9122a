import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { Block, BlockType } from '../../modules/courses/content';
import { AddBlockMenu } from './AddBlockMenu';
import { BlockEditor } from '../blocks/BlockEditor';
import { BLOCK_LABELS } from '../blocks/blockLabels';
import { IconButton } from '../components/Buttons';
import { CommentsButton } from '../comments/CommentsButton';
import { ArrowDown, ArrowUp, Copy, GripVertical, Trash2 } from 'lucide-react';

interface BlockCardProps {
  block: Block;
  index: number;
  count: number;
  onChange: (next: Block, basedOn?: number) => void;
  onMove: (toIndex: number) => void;
  /** Absent for a mono module, which is exactly one block. */
  onDuplicate?: () => void;
  onAddBelow?: (type: BlockType) => void;
  /** Just added (or next after a deletion): its first field takes the focus once it is shown. */
  takeFocus: boolean;
  onFocusTaken: () => void;
  onDelete?: () => void;
  /** Drag and drop: the index of the card being dragged travels in the dataTransfer. */
  onDropAt: (fromIndex: number) => void;
  /** Set once a publish found this block unfit; it goes away as soon as the block is fixed or deleted. */
  problem: string | null;
  /** Open comments on the block, replies included; opening them shows the block's threads. */
  commentCount: number;
  onOpenComments: () => void;
  /** Just pointed at (a notification was clicked): highlighted for 2 s. */
  highlighted: boolean;
  /** Who else is editing this block right now. */
  editingBy: string[];
  /** A co-author changed this block while this author's change to it waits to be saved. */
  changedElsewhere: boolean;
  onFocusBlock: () => void;
}

const DRAG_TYPE = 'application/x-tessera-section';
/** Where an author starts in a block: its first field, else its first button. */
const FIELDS = [
  '.block-editor [contenteditable="true"]',
  '.block-editor input',
  '.block-editor textarea',
  '.block-editor select',
].join(', ');
const BUTTONS = '.block-card__actions button';

/** One block in the editor: its editor, and moving, duplicating and deleting it (mouse or keyboard). */
export function BlockCard({
  block,
  index,
  count,
  onChange,
  onMove,
  onDuplicate,
  onAddBelow,
  takeFocus,
  onFocusTaken,
  onDelete,
  onDropAt,
  problem,
  commentCount,
  onOpenComments,
  highlighted,
  editingBy,
  changedElsewhere,
  onFocusBlock,
}: BlockCardProps) {
  const label = `${BLOCK_LABELS[block.type]} block ${index + 1} of ${count}`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    onMove(index + (event.key === 'ArrowUp' ? -1 : 1));
  };
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    (card.current?.querySelector<HTMLElement>(FIELDS) ?? card.current?.querySelector<HTMLElement>(BUTTONS))?.focus();
    onFocusTaken();
  }, [takeFocus, onFocusTaken]);

  return (
    <section
      ref={card}
      className={`block-card${problem ? ' block-card--problem' : ''}${highlighted ? ' block-card--highlight' : ''}`}
      aria-label={label}
      data-block-id={block.id}
      data-block-type={block.type}
      onKeyDown={onKeyDown}
      onFocus={onFocusBlock}
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
      }}
      onDrop={(event) => {
        const from = Number(event.dataTransfer.getData(DRAG_TYPE));
        if (!Number.isNaN(from)) onDropAt(from);
      }}
    >
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
        <span className="block-card__actions">
          <CommentsButton count={commentCount} label={label} onOpen={onOpenComments} />
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
          {onDuplicate && (
            <IconButton label={`Duplicate ${label}`} title="Duplicate" onClick={onDuplicate}>
              <Copy aria-hidden="true" size={18} />
            </IconButton>
          )}
          {onDelete && (
            <IconButton label={`Delete ${label}`} title="Delete" onClick={onDelete}>
              <Trash2 aria-hidden="true" size={18} />
            </IconButton>
          )}
          {onAddBelow && <AddBlockMenu onAdd={onAddBelow} label={`Add a block below ${label}`} iconOnly />}
        </span>
      </header>
      {problem && (
        <p className="block-card__problem" role="alert">
          {problem}
        </p>
      )}
      {changedElsewhere && (
        <p className="block-card__notice" role="status">
          {editingBy[0] ?? 'Someone else'} changed this block. Keep working: when your change is saved, you choose which
          version to keep.
        </p>
      )}
      <BlockEditor block={block} onChange={onChange} />
    </section>
  );
}
