import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/platform/commands/decider';
import { accountDecider } from '../../../src/modules/identity/decider';
import type { IdentityEvent } from '../../../src/modules/identity/events';

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
const registered: IdentityEvent[] = [{ type: 'UserRegistered', data: account }];

describe('account sessions', () => {
  it('a registered account has no session until one starts', () => {
    expect(fold(accountDecider, registered)).toEqual({ registered: true, account, sessionId: null });
  });

  it('starting a session records it; a later one supersedes it', () => {
    const first = accountDecider.decide({ type: 'StartSession', sessionId: 's1' }, fold(accountDecider, registered));
    expect(first).toEqual([{ type: 'SessionStarted', data: { userId: 'u1', sessionId: 's1' } }]);
    const second = accountDecider.decide({ type: 'StartSession', sessionId: 's2' }, fold(accountDecider, [...registered, ...first]));
    expect(fold(accountDecider, [...registered, ...first, ...second])).toMatchObject({ sessionId: 's2' });
  });

  it('no session without an account', () => {
    expect(() => accountDecider.decide({ type: 'StartSession', sessionId: 's1' }, accountDecider.initialState)).toThrow('Token Expired');
  });
});
