import type { SaveStatus } from '../machines/saveQueue.machine';

const LABELS: Record<SaveStatus, string> = {
  saving: 'Saving…',
  slow: 'Still saving…',
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  failed: 'Save failed — retrying',
};

export function SaveIndicator({ status }: { status: SaveStatus }) {
  return (
    <span role="status" className={`save-indicator save-indicator--${status}`}>
      {LABELS[status]}
    </span>
  );
}
