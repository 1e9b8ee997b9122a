import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/platform/commands/decider';
import { accountDecider } from '../../../src/modules/identity/decider';

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
});
