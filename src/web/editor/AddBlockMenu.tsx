import { useId, useState } from 'react';
import { BLOCK_TYPES, type BlockType } from '../../modules/courses/content';
import { BLOCK_DESCRIPTIONS, BLOCK_LABELS } from '../blocks/blockLabels';

/** The add-block control: a disclosure listing every block type, usable by keyboard. */
export function AddBlockMenu({
  onAdd,
  types = BLOCK_TYPES,
}: {
  onAdd: (type: BlockType) => void;
  types?: readonly BlockType[];
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="add-block">
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        + Add block
      </button>
      {open && (
        <ul id={listId} className="add-block__list" aria-label="Block types">
          {types.map((type) => (
            <li key={type}>
              <button
                type="button"
                className="add-block__item"
                onClick={() => {
                  setOpen(false);
                  onAdd(type);
                }}
              >
                <strong>{BLOCK_LABELS[type]}</strong>
                <span>{BLOCK_DESCRIPTIONS[type]}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
