import type { Block } from '../../modules/courses/content';
import { BlockView } from '../blocks/BlockView';
import { Dialog } from '../components/Dialog';
import { fieldLabel, type EditConflict } from './editConflicts';
import { Button } from '../components/Buttons';

const BlockVersion = ({ title, block }: { title: string; block: Block | null }) => (
  <figure className="conflict__version">
    <figcaption>{title}</figcaption>
    {block ? <BlockView block={block} /> : <p className="state">Deleted</p>}
  </figure>
);

const shown = (value: unknown): string =>
  typeof value === 'boolean' ? (value ? 'On' : 'Off') : typeof value === 'string' ? value : JSON.stringify(value);

/** A field's value as text: words as they are, switches as On/Off, a group of settings one line each. */
function FieldValue({ value }: { value: unknown }) {
  if (value === '') return <p className="state">Empty</p>;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return <p>{shown(value)}</p>;
  return (
    <ul>
      {Object.entries(value).map(([key, item]) => (
        <li key={key}>
          {key}: {shown(item)}
        </li>
      ))}
    </ul>
  );
}

const FieldVersion = ({ title, value }: { title: string; value: unknown }) => (
  <figure className="conflict__version">
    <figcaption>{title}</figcaption>
    <FieldValue value={value} />
  </figure>
);

/** Someone else changed the block or field this author changed: both versions side by side, the author picks. */
export function ConflictDialog({
  conflict,
  onResolve,
}: {
  conflict: EditConflict;
  onResolve: (keep: 'mine' | 'theirs') => void;
}) {
  const what = conflict.kind === 'block' ? 'this block' : fieldLabel(conflict.field);
  return (
    <Dialog title={`Someone else changed ${what} too`} onClose={() => onResolve('theirs')}>
      <p>Your change and another author's change touch {what}. Choose the version to keep.</p>
      <div className="conflict">
        {conflict.kind === 'block' ? (
          <>
            <BlockVersion title="Your version" block={conflict.mine} />
            <BlockVersion title="Their version (saved)" block={conflict.theirs} />
          </>
        ) : (
          <>
            <FieldVersion title="Your version" value={conflict.mine} />
            <FieldVersion title="Their version (saved)" value={conflict.theirs} />
          </>
        )}
      </div>
      <div className="dialog__actions">
        <Button onClick={() => onResolve('theirs')}>Keep theirs</Button>
        <button type="button" className="button button--primary" data-autofocus onClick={() => onResolve('mine')}>
          Keep mine
        </button>
      </div>
    </Dialog>
  );
}
