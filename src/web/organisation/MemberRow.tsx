import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  changeMemberRole,
  organisationQueries,
  removeMember,
  type MemberRole,
  type OrganisationMember,
} from '../api/organisation';
import { FormAlert } from '../components/FormAlert';
import { ConfirmRemove } from '../components/ConfirmRemove';

/** One member: their role (ADMIN or USER) and removal, both refused by the server for the last admin. */
export function MemberRow({ member }: { member: OrganisationMember }) {
  const queryClient = useQueryClient();
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
      <td className="org__email">{member.email}</td>
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
        <ConfirmRemove name={member.name} pending={removal.isPending} onRemove={() => removal.mutate()} />
        <FormAlert error={role.error ?? removal.error} />
      </td>
    </tr>
  );
}
