import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/platform/commands/decider';
import type { OrganisationEvent } from '../../../src/modules/identity/organisation/events';
import {
  LAST_ADMIN,
  INVITE_INVALID,
  organisationDecider,
  type OrganisationCommand,
} from '../../../src/modules/identity/organisation/decider';

/** given events, when command, then events. */
const when = (given: OrganisationEvent[], command: OrganisationCommand) =>
  organisationDecider.decide(command, fold(organisationDecider, given));

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
    const events = when([joined('a', ['ADMIN', 'USER']), invited], join('2026-01-07T23:59:59.000Z'));
    expect(events).toEqual([{ type: 'MemberJoined', data: { orgId: 'o', ...member('n', ['USER']), inviteId: 'i1' } }]);
    const used = [joined('a', ['ADMIN', 'USER']), invited, ...events];
    expect(() => when(used, join('2026-01-02T00:00:00.000Z', 'h', 'm'))).toThrow(INVITE_INVALID);
    expect(() => when([invited], join('2026-01-08T00:00:00.000Z'))).toThrow(INVITE_INVALID);
    expect(() => when([invited], join('2026-01-02T00:00:00.000Z', 'wrong'))).toThrow(INVITE_INVALID);
  });

  it('never demotes or removes the last admin, but may once there is another', () => {
    const alone = [joined('a', ['ADMIN', 'USER']), joined('u', ['USER'])];
    expect(() => when(alone, { type: 'ChangeRole', orgId: 'o', userId: 'a', roles: ['USER'] })).toThrow(LAST_ADMIN);
    expect(() => when(alone, { type: 'Remove', orgId: 'o', userId: 'a' })).toThrow(LAST_ADMIN);
    const promoted = when(alone, { type: 'ChangeRole', orgId: 'o', userId: 'u', roles: ['ADMIN', 'USER'] });
    expect(promoted).toEqual([
      { type: 'MemberRoleChanged', data: { orgId: 'o', userId: 'u', roles: ['ADMIN', 'USER'] } },
    ]);
    expect(when([...alone, ...promoted], { type: 'Remove', orgId: 'o', userId: 'a' })).toEqual([
      { type: 'MemberRemoved', data: { orgId: 'o', userId: 'a' } },
    ]);
  });

  it('a role a member already has changes nothing; an unknown member is not found', () => {
    const given = [joined('a', ['ADMIN', 'USER'])];
    expect(when(given, { type: 'ChangeRole', orgId: 'o', userId: 'a', roles: ['USER', 'ADMIN'] })).toEqual([]);
    expect(() => when(given, { type: 'Remove', orgId: 'o', userId: 'ghost' })).toThrow('Member not found');
  });
});
