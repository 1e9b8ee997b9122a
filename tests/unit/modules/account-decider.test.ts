import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/platform/commands/decider';
import { RESET_INVALID, VERIFY_INVALID, accountDecider } from '../../../src/modules/identity/accounts/decider';
import type { IdentityEvent } from '../../../src/modules/identity/accounts/events';

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

describe('account registration', () => {
  it('registers an email once', () => {
    const events = accountDecider.decide({ type: 'Register', account }, accountDecider.initialState);
    expect(events).toEqual([{ type: 'UserRegistered', data: account }]);
    expect(() => accountDecider.decide({ type: 'Register', account }, fold(accountDecider, events))).toThrow(
      'Email already registered',
    );
  });
});

describe('account sessions', () => {
  it('a registered account has no session until one starts', () => {
    expect(fold(accountDecider, registered)).toEqual({ registered: true, account, sessionId: null });
  });

  it('starting a session records it; a later one supersedes it', () => {
    const first = accountDecider.decide({ type: 'StartSession', sessionId: 's1' }, fold(accountDecider, registered));
    expect(first).toEqual([{ type: 'SessionStarted', data: { userId: 'u1', sessionId: 's1' } }]);
    const second = accountDecider.decide(
      { type: 'StartSession', sessionId: 's2' },
      fold(accountDecider, [...registered, ...first]),
    );
    expect(fold(accountDecider, [...registered, ...first, ...second])).toMatchObject({ sessionId: 's2' });
  });

  it('no session without an account', () => {
    expect(() => accountDecider.decide({ type: 'StartSession', sessionId: 's1' }, accountDecider.initialState)).toThrow(
      'Token Expired',
    );
  });
});

describe('account membership and password reset', () => {
  const started = [
    ...registered,
    { type: 'SessionStarted', data: { userId: 'u1', sessionId: 's1' } },
  ] as IdentityEvent[];

  it('a role change or removal ends the session; a removed account keeps no roles', () => {
    const removed = accountDecider.decide({ type: 'ChangeMembership', roles: null }, fold(accountDecider, started));
    expect(fold(accountDecider, [...started, ...removed])).toMatchObject({ sessionId: null, account: { roles: [] } });
    const promoted = accountDecider.decide(
      { type: 'ChangeMembership', roles: ['ADMIN', 'USER'] },
      fold(accountDecider, started),
    );
    expect(fold(accountDecider, [...started, ...promoted])).toMatchObject({
      sessionId: null,
      account: { roles: ['ADMIN', 'USER'] },
    });
  });

  it('a reset link sets the password once, before it expires, and ends the session', () => {
    const requested = [
      ...started,
      { type: 'PasswordResetRequested', data: { userId: 'u1', tokenHash: 'h', expiresAt: '2026-01-01T01:00:00.000Z' } },
    ] as IdentityEvent[];
    const reset = {
      type: 'ResetPassword' as const,
      tokenHash: 'h',
      now: '2026-01-01T00:30:00.000Z',
      passwordHash: 'new',
    };
    const changed = accountDecider.decide(reset, fold(accountDecider, requested));
    expect(changed).toEqual([{ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new' } }]);
    const after = fold(accountDecider, [...requested, ...changed]);
    expect(after).toMatchObject({ sessionId: null, account: { passwordHash: 'new' } });
    expect(() => accountDecider.decide(reset, after)).toThrow(RESET_INVALID);
    expect(() =>
      accountDecider.decide({ ...reset, now: '2026-01-01T01:00:00.000Z' }, fold(accountDecider, requested)),
    ).toThrow(RESET_INVALID);
    expect(() => accountDecider.decide({ ...reset, tokenHash: 'x' }, fold(accountDecider, requested))).toThrow(
      RESET_INVALID,
    );
  });
});

describe('email verification', () => {
  const link = { tokenHash: 'v1', expiresAt: '2026-01-02T00:00:00.000Z' };
  const unverified = accountDecider.decide(
    { type: 'Register', account, verification: link },
    accountDecider.initialState,
  );
  const verify = { type: 'VerifyEmail' as const, tokenHash: 'v1', now: '2026-01-01T12:00:00.000Z' };

  it('registering with a link leaves the account awaiting verification until the link is opened, once', () => {
    expect(unverified).toEqual([
      { type: 'UserRegistered', data: account },
      { type: 'EmailVerificationRequested', data: { userId: 'u1', ...link } },
    ]);
    expect(fold(accountDecider, unverified)).toMatchObject({ verification: link });
    const verified = accountDecider.decide(verify, fold(accountDecider, unverified));
    expect(verified).toEqual([{ type: 'EmailVerified', data: { userId: 'u1' } }]);
    const after = fold(accountDecider, [...unverified, ...verified]);
    expect(after).not.toHaveProperty('verification');
    expect(() => accountDecider.decide(verify, after)).toThrow(VERIFY_INVALID);
    expect(() => accountDecider.decide({ ...verify, now: link.expiresAt }, fold(accountDecider, unverified))).toThrow(
      VERIFY_INVALID,
    );
    expect(() => accountDecider.decide({ ...verify, tokenHash: 'x' }, fold(accountDecider, unverified))).toThrow(
      VERIFY_INVALID,
    );
  });

  it('a new link replaces the old; a verified account gets none', () => {
    const again = accountDecider.decide(
      { type: 'RequestEmailVerification', tokenHash: 'v2', expiresAt: link.expiresAt },
      fold(accountDecider, unverified),
    );
    expect(() => accountDecider.decide(verify, fold(accountDecider, [...unverified, ...again]))).toThrow(
      VERIFY_INVALID,
    );
    expect(
      accountDecider.decide(
        { type: 'RequestEmailVerification', tokenHash: 'v3', expiresAt: link.expiresAt },
        fold(accountDecider, registered),
      ),
    ).toEqual([]);
  });

  it('a role change keeps the account unverified; a password reset by mail verifies it', () => {
    const changed = accountDecider.decide(
      { type: 'ChangeMembership', roles: ['USER'] },
      fold(accountDecider, unverified),
    );
    expect(fold(accountDecider, [...unverified, ...changed])).toMatchObject({ verification: link });
    const requested: IdentityEvent[] = [
      ...unverified,
      { type: 'PasswordResetRequested', data: { userId: 'u1', tokenHash: 'r', expiresAt: link.expiresAt } },
    ];
    const reset = accountDecider.decide(
      { type: 'ResetPassword', tokenHash: 'r', now: verify.now, passwordHash: 'new' },
      fold(accountDecider, requested),
    );
    expect(reset.map((e) => e.type)).toEqual(['PasswordChanged', 'EmailVerified']);
    expect(fold(accountDecider, [...requested, ...reset])).not.toHaveProperty('verification');
  });
});
