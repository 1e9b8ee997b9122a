import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CourseSummary } from '../api/courses';
import { memberQueries } from '../api/members';
import { Dialog } from '../components/Dialog';
import { courseTitle } from '../format/courseTitle';
import { useTransferCourse } from './useTransferCourse';
import { Button } from '../components/Buttons';

/** Pick another member of the organisation to own the module (when a colleague leaves). */
export function TransferCourseDialog({ course, onClose }: { course: CourseSummary; onClose: () => void }) {
  const members = useQuery(memberQueries.all());
  const transfer = useTransferCourse();
  const [userId, setUserId] = useState('');
  const selectId = useId();
  const others = (members.data ?? []).filter((m) => m.id !== course.createdBy);
  const chosen = others.find((m) => m.id === userId);

  return (
    <Dialog title={`Transfer ${courseTitle(course)}`} onClose={onClose}>
      {members.isPending && <p>Loading the members of your organisation…</p>}
      {members.isError && <p role="alert">The members could not be loaded. Close this and try again.</p>}
      {members.isSuccess && others.length === 0 && (
        <p>Nobody else is in your organisation yet. Invite a colleague first, then transfer the module to them.</p>
      )}
      {others.length > 0 && (
        <div className="field">
          <label htmlFor={selectId}>New owner</label>
          <select id={selectId} value={userId} onChange={(e) => setUserId(e.target.value)} data-autofocus>
            <option value="">Choose a member…</option>
            {others.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="dialog__actions">
        <Button onClick={onClose}>Cancel</Button>
        <button
          type="button"
          className="button button--primary"
          disabled={!chosen || transfer.isPending}
          onClick={() => {
            if (!chosen) return;
            transfer.mutate({ courseId: course.id, userId: chosen.id, ownerName: chosen.name }, { onSuccess: onClose });
          }}
        >
          Transfer
        </button>
      </div>
    </Dialog>
  );
}
