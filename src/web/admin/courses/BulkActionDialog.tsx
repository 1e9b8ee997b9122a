import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { AdminCourse } from '../../api/adminCourses';
import { memberQueries } from '../../api/members';
import { Button } from '../../components/Buttons';
import { Dialog } from '../../components/Dialog';
import type { BulkAction } from './bulkActions';
import { bulkSummary, modules } from './bulkSummary';
import { ItemProgressList } from './ItemProgressList';
import { useBulkRun } from './useBulkRun';

interface BulkActionDialogProps {
  action: BulkAction;
  /** The selected modules the action applies to. */
  courses: AdminCourse[];
  /** How many selected modules it leaves out. */
  leftOut: number;
  /** `ran`: the action went through the modules (so the selection has served). */
  onClose: (ran: boolean) => void;
}

/** Confirms a bulk action, then runs it with each module's progress, and ends with what failed. */
export function BulkActionDialog({ action, courses, leftOut, onClose }: BulkActionDialogProps) {
  const run = useBulkRun(action, courses);
  const members = useQuery({ ...memberQueries.all(), enabled: action.kind === 'transfer' });
  const [newOwnerId, setNewOwnerId] = useState('');
  const selectId = useId();
  const needsOwner = action.kind === 'transfer' && newOwnerId === '';

  return (
    <Dialog title={`${action.verb} ${modules(courses.length)}`} wide onClose={() => onClose(run.phase !== 'ready')}>
      <p>{action.consequence}</p>
      {leftOut > 0 && (
        <p className="muted">
          {modules(leftOut)} of your selection {leftOut === 1 ? 'is' : 'are'} left out: {action.leftOutBecause}.
        </p>
      )}
      {action.kind === 'transfer' && (
        <div className="field">
          <label htmlFor={selectId}>New owner</label>
          <select
            id={selectId}
            value={newOwnerId}
            onChange={(e) => setNewOwnerId(e.target.value)}
            disabled={run.phase !== 'ready'}
            data-autofocus
          >
            <option value="">{members.isPending ? 'Loading the members…' : 'Choose a member…'}</option>
            {(members.data ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
          {members.isError && <p role="alert">The members could not be loaded. Close this and try again.</p>}
        </div>
      )}
      <ItemProgressList courses={courses} progress={run.progress} />
      <p role="status" className="bulk-summary">
        {run.phase === 'running' && action.ongoing}
        {run.phase === 'finished' && bulkSummary(action.pastVerb, run.progress)}
      </p>
      <div className="dialog__actions">
        {run.phase === 'finished' ? (
          <button type="button" className="button button--primary" onClick={() => onClose(true)} data-autofocus>
            Close
          </button>
        ) : (
          <>
            <Button onClick={() => onClose(false)} disabled={run.phase === 'running'}>
              Cancel
            </Button>
            <button
              type="button"
              className={action.kind === 'delete' ? 'button button--danger' : 'button button--primary'}
              disabled={needsOwner || run.phase === 'running'}
              onClick={() => void run.start(newOwnerId)}
            >
              {action.verb} {modules(courses.length)}
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}
