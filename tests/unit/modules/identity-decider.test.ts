import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/platform/commands/decider';
import { accountDecider, instanceDecider } from '../../../src/modules/identity/decider';

const account = {
  userId: 'u1',
  email: 'a@example.com',
  firstName: 'A',
  lastName: 'B',
  passwordHash: 'h',
  orgId: 'o1',
  orgName: "A B's organisation",
  roles: ['USER' as const],
};

describe('identity deciders', () => {
  it('registers an email once', () => {
    const events = accountDecider.decide({ type: 'Register', account }, accountDecider.initialState);
    expect(events).toEqual([{ type: 'UserRegistered', data: account }]);
    expect(() => accountDecider.decide({ type: 'Register', account }, fold(accountDecider, events))).toThrow('Email already registered');
  });

  it('the first claim makes the admin; later claims change nothing', () => {
    const first = instanceDecider.decide({ type: 'ClaimAdmin', userId: 'u1' }, instanceDecider.initialState);
    expect(first).toEqual([{ type: 'InstanceAdminClaimed', data: { userId: 'u1' } }]);
    expect(instanceDecider.decide({ type: 'ClaimAdmin', userId: 'u2' }, fold(instanceDecider, first))).toEqual([]);
  });
});
