import type { Block } from '../../modules/courses/content/blocks';
import { BlockView } from '../blocks/BlockView';
import { Dialog } from '../components/Dialog';
import type { BlockConflict } from './useCourseDraft';

const Version = ({ title, block }: { title: string; block: Block | null }) => (
  <figure className="conflict__version">
    <figcaption>{title}</figcaption>
    {block ? <BlockView block={block} /> : <p className="state">Deleted</p>}
  </figure>
);

/** Someone else changed the block this author changed: both versions side by side, the author picks. */
export function ConflictDialog({ conflict, onResolve }: { conflict: BlockConflict; onResolve: (keep: 'mine' | 'theirs') => void }) {
  return (
    <Dialog title="Someone else changed this block too" onClose={() => onResolve('theirs')}>
      <p>Your change and another author's change touch the same block. Choose the version to keep.</p>
      <div className="conflict">
        <Version title="Your version" block={conflict.mine} />
        <Version title="Their version (saved)" block={conflict.theirs} />
      </div>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={() => onResolve('theirs')}>
          Keep theirs
        </button>
        <button type="button" className="button button--primary" data-autofocus onClick={() => onResolve('mine')}>
          Keep mine
        </button>
      </div>
    </Dialog>
  );
}
