import { notFound } from '../../../platform/errors';
import type { EventStore } from '../../../platform/eventstore/types';
import { changeMembership } from '../accounts/accounts';
import type { Sessions } from '../sessions/sessions';
import type { Member } from './decider';
import { loadOrganisation, runOrganisationCommand } from './organisation';

/** Changes the member's roles (null: removes it) in the organisation, then on its account, which ends its session. */
export async function changeMember(
  store: EventStore,
  sessions: Sessions,
  admin: { userId: string; orgId: string },
  userId: string,
  roles: Member['roles'] | null,
  correlationId: string,
) {
  const { orgId } = admin;
  const command = roles
    ? { type: 'ChangeRole' as const, orgId, userId, roles }
    : { type: 'Remove' as const, orgId, userId };
  const before = (await loadOrganisation(store, orgId)).members[userId];
  if (!before) throw notFound('Member not found');
  const after = await runOrganisationCommand(store, command, admin, correlationId);
  await changeMembership(store, before.email, roles, { userId: admin.userId, orgId, correlationId });
  sessions.ended(userId);
  return after;
}
