import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  changeMemberRole,
  organisationQueries,
  removeMember,
  type MemberRole,
  type OrganisationMember,
} from '../api/organisation';
import { FormAlert } from '../components/FormAlert';

/** One member: their role (ADMIN or USER) and removal, both refused by the server for the last admin. */
export function MemberRow({ member }: { member: OrganisationMember }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: organisationQueries.members().queryKey });
  const role = useMutation({ mutationFn: (next: MemberRole) => changeMemberRole(member.id, next), onSettled: refresh });
  const removal = useMutation({ mutationFn: () => removeMember(member.id), onSettled: refresh });
  const current: MemberRole = member.roles.includes('ADMIN') ? 'ADMIN' : 'USER';

  return (
    <tr>
      <td>
        <span className="avatar" style={{ background: member.avatarColor }} aria-hidden="true">
          {member.initials}
        </span>{' '}
        {member.name}
      </td>
      <td>{member.email}</td>
      <td>
        <select
          aria-label={`Role of ${member.name}`}
          value={current}
          disabled={role.isPending}
          onChange={(e) => role.mutate(e.target.value as MemberRole)}
        >
          <option value="ADMIN">Admin</option>
          <option value="USER">User</option>
        </select>
      </td>
      <td>
        {confirming ? (
          <>
            <button
              type="button"
              className="button button--danger"
              disabled={removal.isPending}
              onClick={() => removal.mutate()}
            >
              Remove {member.name}
            </button>{' '}
            <button type="button" className="button button--quiet" onClick={() => setConfirming(false)}>
              Keep
            </button>
          </>
        ) : (
          <button type="button" className="button button--quiet" onClick={() => setConfirming(true)}>
            Remove…
          </button>
        )}
        <FormAlert error={role.error ?? removal.error} />
      </td>
    </tr>
  );
}
