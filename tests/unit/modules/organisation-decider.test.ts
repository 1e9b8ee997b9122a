import { describe, it } from 'vitest';
import { deciderSpec } from '../../support/decider-spec';
import type { OrganisationEvent } from '../../../src/modules/identity/organisation/events';
import {
  LAST_ADMIN,
  INVITE_INVALID,
  organisationDecider,
  type OrganisationCommand,
} from '../../../src/modules/identity/organisation/decider';

const spec = deciderSpec(organisationDecider);

const member = (userId: string, roles: ('ADMIN' | 'USER')[]) => ({
  userId,
  email: `${userId}@example.com`,
  firstName: userId,
  lastName: 'X',
  roles,
});
const joined = (userId: string, roles: ('ADMIN' | 'USER')[]): OrganisationEvent => ({
  type: 'MemberJoined',
  data: { orgId: 'o', ...member(userId, roles) },
});
const invited: OrganisationEvent = {
  type: 'OrgInviteCreated',
  data: {
    orgId: 'o',
    orgName: 'Org',
    inviteId: 'i1',
    tokenHash: 'h',
    expiresAt: '2026-01-08T00:00:00.000Z',
    invitedBy: 'a',
  },
};
const join = (now: string, tokenHash = 'h', userId = 'n'): OrganisationCommand => ({
  type: 'Join',
  orgId: 'o',
  member: member(userId, ['USER']),
  invite: { inviteId: 'i1', tokenHash, now },
});

describe('organisation decider', () => {
  it('an invite lets one person join before it expires, once', () => {
    const joinedByInvite: OrganisationEvent = {
      type: 'MemberJoined',
      data: { orgId: 'o', ...member('n', ['USER']), inviteId: 'i1' },
    };
    spec
      .given([joined('a', ['ADMIN', 'USER']), invited])
      .when(join('2026-01-07T23:59:59.000Z'))
      .thenEmits([joinedByInvite]);
    const used = [joined('a', ['ADMIN', 'USER']), invited, joinedByInvite];
    spec
      .given(used)
      .when(join('2026-01-02T00:00:00.000Z', 'h', 'm'))
      .thenThrows(INVITE_INVALID);
    spec.given([invited]).when(join('2026-01-08T00:00:00.000Z')).thenThrows(INVITE_INVALID);
    spec.given([invited]).when(join('2026-01-02T00:00:00.000Z', 'wrong')).thenThrows(INVITE_INVALID);
  });

  it('never demotes or removes the last admin, but may once there is another', () => {
    const alone = [joined('a', ['ADMIN', 'USER']), joined('u', ['USER'])];
    spec
      .given(alone)
      .when({ type: 'ChangeRole', orgId: 'o', userId: 'a', roles: ['USER'] })
      .thenThrows(LAST_ADMIN);
    spec.given(alone).when({ type: 'Remove', orgId: 'o', userId: 'a' }).thenThrows(LAST_ADMIN);
    const promoted: OrganisationEvent = {
      type: 'MemberRoleChanged',
      data: { orgId: 'o', userId: 'u', roles: ['ADMIN', 'USER'] },
    };
    spec
      .given(alone)
      .when({ type: 'ChangeRole', orgId: 'o', userId: 'u', roles: ['ADMIN', 'USER'] })
      .thenEmits([promoted]);
    spec
      .given([...alone, promoted])
      .when({ type: 'Remove', orgId: 'o', userId: 'a' })
      .thenEmits([{ type: 'MemberRemoved', data: { orgId: 'o', userId: 'a' } }]);
  });

  it('a role a member already has changes nothing; an unknown member is not found', () => {
    const given = [joined('a', ['ADMIN', 'USER'])];
    spec
      .given(given)
      .when({ type: 'ChangeRole', orgId: 'o', userId: 'a', roles: ['USER', 'ADMIN'] })
      .thenEmitsNothing();
    spec.given(given).when({ type: 'Remove', orgId: 'o', userId: 'ghost' }).thenThrows('Member not found');
  });

  it('the AI assistant is on until an admin turns it off; saying the same again changes nothing', () => {
    const off: OrganisationEvent = { type: 'OrgAiAccessChanged', data: { orgId: 'o', enabled: false } };
    spec.given([]).when({ type: 'SetAiAccess', orgId: 'o', enabled: true }).thenEmits([]);
    spec.given([]).when({ type: 'SetAiAccess', orgId: 'o', enabled: false }).thenEmits([off]);
    spec.given([off]).when({ type: 'SetAiAccess', orgId: 'o', enabled: false }).thenEmits([]);
    spec
      .given([off])
      .when({ type: 'SetAiAccess', orgId: 'o', enabled: true })
      .thenEmits([{ type: 'OrgAiAccessChanged', data: { orgId: 'o', enabled: true } }]);
  });

  it('settings: each change records only what differs, the name, the AI switch and the rest each in its own event', () => {
    type Change = Extract<OrganisationCommand, { type: 'ChangeSettings' }>['change'];
    const change = (asked: Change): OrganisationCommand => ({ type: 'ChangeSettings', orgId: 'o', change: asked });
    const renamed: OrganisationEvent = { type: 'OrgRenamed', data: { orgId: 'o', name: 'Acme' } };
    const limited: OrganisationEvent = {
      type: 'OrgSettingsChanged',
      data: { orgId: 'o', aiMonthlyLimit: 100, defaultDispatchOrigins: ['https://lms.example.com'] },
    };
    spec
      .given([])
      .when(
        change({
          name: 'Acme',
          aiEnabled: false,
          aiMonthlyLimit: 100,
          defaultTheme: 'default',
          defaultDispatchOrigins: ['https://lms.example.com'],
          translationEnabled: true,
        }),
      )
      .thenEmits([renamed, { type: 'OrgAiAccessChanged', data: { orgId: 'o', enabled: false } }, limited]);
    spec
      .given([renamed, limited])
      .when(change({ name: 'Acme', aiMonthlyLimit: 100, defaultDispatchOrigins: ['https://lms.example.com'] }))
      .thenEmitsNothing();
    spec
      .given([renamed, limited])
      .when(change({ aiMonthlyLimit: null, translationEnabled: false }))
      .thenEmits([
        { type: 'OrgSettingsChanged', data: { orgId: 'o', aiMonthlyLimit: null, translationEnabled: false } },
      ]);
  });
});
