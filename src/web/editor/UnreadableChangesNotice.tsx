import { TriangleAlert } from 'lucide-react';
import type { UnreadableChange } from '../api/courses';

const savedOn = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * Said above a module whose history holds changes the server could not read (saved before every
 * change was checked): they are left out, and everything else opens and saves as usual.
 */
export function UnreadableChangesNotice({ changes }: { changes: readonly UnreadableChange[] }) {
  if (changes.length === 0) return null;
  const first = changes[0]!;
  const what =
    changes.length === 1
      ? `One change saved on ${savedOn(first.savedAt)} (revision ${first.revision}) could not be read and is`
      : `${changes.length} changes, the first saved on ${savedOn(first.savedAt)}, could not be read and are`;
  return (
    <div role="status" className="editor-notice">
      <TriangleAlert aria-hidden="true" size={18} className="editor-notice__icon" />
      <p>
        {what} left out of this module. Everything else is here and saves as usual; your administrator can ask the
        Tessera operators to recover {changes.length === 1 ? 'it' : 'them'}.
      </p>
    </div>
  );
}
