import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { collaboratorQueries } from '../api/collaborators';
import { Dialog } from '../components/Dialog';
import { ErrorState } from '../components/ErrorState';
import { CollaboratorRow } from './CollaboratorRow';
import { InviteForm } from './InviteForm';
import { Button } from '../components/Buttons';

/** Who may comment on this module: invite by email (a link that works for that email only), or take access away. */
export function CollaborateDialog({ courseId, onClose }: { courseId: string; onClose: () => void }) {
  const people = useQuery(collaboratorQueries.list(courseId));
  const listRef = useRef<HTMLElement>(null);
  // After a removal the row is gone: the focus goes to the list's heading, not to the page.
  const focusList = () => listRef.current?.focus();

  return (
    <Dialog title="Collaborate" wide onClose={onClose}>
      <p>Collaborators read this module and comment on its blocks. They do not need an account.</p>
      <InviteForm courseId={courseId} />
      <section className="collaborate__people" aria-labelledby="collaborate-people" ref={listRef} tabIndex={-1}>
        <h3 id="collaborate-people">People with access</h3>
        {people.isPending && <p className="muted">Loading collaborators…</p>}
        {people.isError && (
          <ErrorState
            title="The collaborators could not be loaded"
            error={people.error}
            onRetry={() => void people.refetch()}
          />
        )}
        {people.data?.length === 0 && (
          <p className="muted">Nobody yet. Invite someone above: they get a link to open this module and comment.</p>
        )}
        {people.data && people.data.length > 0 && (
          <ul className="collaborate__list">
            {people.data.map((c) => (
              <CollaboratorRow key={c.email} collaborator={c} onRemoved={focusList} />
            ))}
          </ul>
        )}
      </section>
      <div className="dialog__actions">
        <Button onClick={onClose}>Done</Button>
      </div>
    </Dialog>
  );
}
