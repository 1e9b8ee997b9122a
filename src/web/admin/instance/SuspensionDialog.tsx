import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { describeError } from '../../api/errors';
import {
  type InstanceOrganisation,
  instanceQueries,
  reinstateOrganisation,
  suspendOrganisation,
} from '../../api/instance';
import { Button } from '../../components/Buttons';
import { Dialog } from '../../components/Dialog';
import { useToast } from '../../components/ToastProvider';
import { membersLabel } from './moduleCounts';

const REASON_MAX = 500;
const SUSPEND = { verb: 'Suspend', label: 'Suspend organisation', doing: 'Suspending…' };
const REINSTATE = { verb: 'Reinstate', label: 'Reinstate organisation', doing: 'Reinstating…' };

/** Asks before suspending an organisation (with an optional reason) or reinstating it, then does it. */
export function SuspensionDialog({
  organisation,
  onClose,
}: {
  organisation: InstanceOrganisation;
  onClose: () => void;
}) {
  const { id, name, suspended, memberCount } = organisation;
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const queryClient = useQueryClient();
  const toast = useToast();
  const change = useMutation({
    mutationFn: () => (suspended ? reinstateOrganisation(id) : suspendOrganisation(id, reason.trim())),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: instanceQueries.all() });
      toast({ message: suspended ? `${name} is reinstated.` : `${name} is suspended.` });
      onClose();
    },
  });
  const action = suspended ? REINSTATE : SUSPEND;
  return (
    <Dialog title={`${action.verb} ${name}?`} onClose={onClose}>
      {suspended ? (
        <p>Its {membersLabel(memberCount)} can sign in again at once, and their open sessions work again.</p>
      ) : (
        <>
          <p>
            {memberCount === 1 ? 'Its 1 member is' : `Its ${membersLabel(memberCount)} are`} shut out at once: open
            sessions stop working and nobody can sign in until you reinstate it. Nothing is deleted, and learners keep
            their published modules.
          </p>
          <div className="field">
            <label htmlFor={reasonId}>Reason (optional)</label>
            <textarea
              id={reasonId}
              rows={3}
              maxLength={REASON_MAX}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              disabled={change.isPending}
              data-autofocus
            />
            <p className="muted instance-dialog__hint">Shown to the operators and in the organisation’s change log.</p>
          </div>
        </>
      )}
      {change.isError && <p role="alert">{describeError(change.error)}</p>}
      <div className="dialog__actions">
        <Button onClick={onClose} disabled={change.isPending} data-autofocus={suspended || undefined}>
          Cancel
        </Button>
        <button
          type="button"
          className={suspended ? 'button button--primary' : 'button button--danger'}
          disabled={change.isPending}
          onClick={() => change.mutate()}
        >
          {change.isPending ? action.doing : action.label}
        </button>
      </div>
    </Dialog>
  );
}
