import { RotateCcw, Trash2, UserRoundPen } from 'lucide-react';
import type { AdminCourse } from '../../api/adminCourses';
import { Button } from '../../components/Buttons';
import { BULK_ACTIONS, type BulkKind } from './bulkActions';
import { modules } from './bulkSummary';

const ICONS = { transfer: UserRoundPen, restore: RotateCcw, delete: Trash2 } as const;

interface BulkBarProps {
  selected: AdminCourse[];
  onAct: (kind: BulkKind) => void;
  onClear: () => void;
}

/** What to do with the selected modules; an action none of them allows is disabled. */
export function BulkBar({ selected, onAct, onClear }: BulkBarProps) {
  return (
    <section className="bulk-bar" aria-label="Selected modules">
      <p className="bulk-bar__count" aria-live="polite">
        {selected.length === 0 ? 'Select modules to act on them together.' : `${modules(selected.length)} selected`}
      </p>
      <div className="bulk-bar__actions">
        {Object.values(BULK_ACTIONS).map((action) => {
          const Icon = ICONS[action.kind];
          return (
            <Button key={action.kind} disabled={!selected.some(action.appliesTo)} onClick={() => onAct(action.kind)}>
              <Icon aria-hidden="true" size={16} />
              {action.verb}
              {action.kind === 'transfer' ? '…' : ''}
            </Button>
          );
        })}
        {selected.length > 0 && (
          <button type="button" className="button button--quiet" onClick={onClear}>
            Clear selection
          </button>
        )}
      </div>
    </section>
  );
}
