import { describe, expect, it } from 'vitest';
import {
  type AccountCommand,
  accountDecider,
  RESET_INVALID,
  VERIFY_INVALID,
} from '../../../src/modules/identity/accounts/decider';
import type { IdentityEvent } from '../../../src/modules/identity/accounts/events';
import { fold } from '../../../src/platform/commands/decider';
import { deciderSpec } from '../../support/decider-spec';

const spec = deciderSpec(accountDecider);
/** The history after a command: what the next step is given. */
const recorded = (given: IdentityEvent[], command: AccountCommand) => [
  ...given,
  ...accountDecider.decide(command, fold(accountDecider, given)),
];

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
    spec.given([]).when({ type: 'Register', account }).thenEmits(registered);
    spec.given(registered).when({ type: 'Register', account }).thenThrows('Email already registered');
  });
});

describe('account sessions', () => {
  it('a registered account has no session until one starts', () => {
    expect(fold(accountDecider, registered)).toEqual({ registered: true, account, sessionId: null });
  });

  it('starting a session records it; a later one supersedes it', () => {
    spec
      .given(registered)
      .when({ type: 'StartSession', sessionId: 's1' })
      .thenEmits([{ type: 'SessionStarted', data: { userId: 'u1', sessionId: 's1' } }]);
    const twice = recorded(recorded(registered, { type: 'StartSession', sessionId: 's1' }), {
      type: 'StartSession',
      sessionId: 's2',
    });
    expect(fold(accountDecider, twice)).toMatchObject({ sessionId: 's2' });
  });

  it('no session without an account', () => {
    spec.given([]).when({ type: 'StartSession', sessionId: 's1' }).thenThrows('Token Expired');
  });
});

describe('account membership and password reset', () => {
  const started: IdentityEvent[] = [...registered, { type: 'SessionStarted', data: { userId: 'u1', sessionId: 's1' } }];

  it('a role change or removal ends the session; a removed account keeps no roles', () => {
    const removed = recorded(started, { type: 'ChangeMembership', roles: null });
    expect(fold(accountDecider, removed)).toMatchObject({ sessionId: null, account: { roles: [] } });
    const promoted = recorded(started, { type: 'ChangeMembership', roles: ['ADMIN', 'USER'] });
    expect(fold(accountDecider, promoted)).toMatchObject({ sessionId: null, account: { roles: ['ADMIN', 'USER'] } });
  });

  it('a reset link sets the password once, before it expires, ends the session, and proves the email the first time', () => {
    const requested: IdentityEvent[] = [
      ...started,
      { type: 'PasswordResetRequested', data: { userId: 'u1', tokenHash: 'h', expiresAt: '2026-01-01T01:00:00.000Z' } },
    ];
    const reset: AccountCommand = {
      type: 'ResetPassword',
      tokenHash: 'h',
      now: '2026-01-01T00:30:00.000Z',
      passwordHash: 'new',
    };
    // The link reached the inbox: the email is its owner's (what an operator's rights need, with or without verification on).
    spec
      .given(requested)
      .when(reset)
      .thenEmits([
        { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new' } },
        { type: 'EmailVerified', data: { userId: 'u1' } },
      ]);
    expect(fold(accountDecider, requested)).not.toHaveProperty('proven');
    const changed = recorded(requested, reset);
    expect(fold(accountDecider, changed)).toMatchObject({
      sessionId: null,
      account: { passwordHash: 'new' },
      proven: true,
    });
    const again: IdentityEvent[] = [
      ...changed,
      {
        type: 'PasswordResetRequested',
        data: { userId: 'u1', tokenHash: 'h2', expiresAt: '2026-01-01T01:00:00.000Z' },
      },
    ];
    spec
      .given(again)
      .when({ ...reset, tokenHash: 'h2' })
      .thenEmitsTypes(['PasswordChanged']);
    spec.given(changed).when(reset).thenThrows(RESET_INVALID);
    spec
      .given(requested)
      .when({ ...reset, now: '2026-01-01T01:00:00.000Z' })
      .thenThrows(RESET_INVALID);
    spec
      .given(requested)
      .when({ ...reset, tokenHash: 'x' })
      .thenThrows(RESET_INVALID);
  });
});

describe('email verification', () => {
  const link = { tokenHash: 'v1', expiresAt: '2026-01-02T00:00:00.000Z' };
  const unverified: IdentityEvent[] = [
    { type: 'UserRegistered', data: account },
    { type: 'EmailVerificationRequested', data: { userId: 'u1', ...link } },
  ];
  const verify = { type: 'VerifyEmail' as const, tokenHash: 'v1', now: '2026-01-01T12:00:00.000Z' };

  it('registering with a link leaves the account awaiting verification until the link is opened, once', () => {
    spec.given([]).when({ type: 'Register', account, verification: link }).thenEmits(unverified);
    expect(fold(accountDecider, unverified)).toMatchObject({ verification: link });
    spec
      .given(unverified)
      .when(verify)
      .thenEmits([{ type: 'EmailVerified', data: { userId: 'u1' } }]);
    const verified = recorded(unverified, verify);
    expect(fold(accountDecider, verified)).not.toHaveProperty('verification');
    spec.given(verified).when(verify).thenThrows(VERIFY_INVALID);
    spec
      .given(unverified)
      .when({ ...verify, now: link.expiresAt })
      .thenThrows(VERIFY_INVALID);
    spec
      .given(unverified)
      .when({ ...verify, tokenHash: 'x' })
      .thenThrows(VERIFY_INVALID);
  });

  it('a new link replaces the old; a verified account gets none', () => {
    const again = recorded(unverified, {
      type: 'RequestEmailVerification',
      tokenHash: 'v2',
      expiresAt: link.expiresAt,
    });
    spec.given(again).when(verify).thenThrows(VERIFY_INVALID);
    spec
      .given(registered)
      .when({ type: 'RequestEmailVerification', tokenHash: 'v3', expiresAt: link.expiresAt })
      .thenEmitsNothing();
  });

  it('a role change keeps the account unverified; a password reset by mail verifies it', () => {
    const changed = recorded(unverified, { type: 'ChangeMembership', roles: ['USER'] });
    expect(fold(accountDecider, changed)).toMatchObject({ verification: link });
    const requested: IdentityEvent[] = [
      ...unverified,
      { type: 'PasswordResetRequested', data: { userId: 'u1', tokenHash: 'r', expiresAt: link.expiresAt } },
    ];
    const reset: AccountCommand = { type: 'ResetPassword', tokenHash: 'r', now: verify.now, passwordHash: 'new' };
    spec.given(requested).when(reset).thenEmitsTypes(['PasswordChanged', 'EmailVerified']);
    expect(fold(accountDecider, recorded(requested, reset))).not.toHaveProperty('verification');
  });
});

describe('the owner’s own name and password', () => {
  it('a rename records the new names; the same names again record nothing', () => {
    const renamed: IdentityEvent = {
      type: 'ProfileRenamed',
      data: { userId: 'u1', firstName: 'Ann', lastName: 'Lee' },
    };
    spec.given(registered).when({ type: 'Rename', firstName: 'Ann', lastName: 'Lee' }).thenEmits([renamed]);
    spec.given(registered).when({ type: 'Rename', firstName: 'A', lastName: 'B' }).thenEmitsNothing();
    expect(fold(accountDecider, [...registered, renamed])).toMatchObject({
      account: { firstName: 'Ann', lastName: 'Lee' },
    });
  });

  it('a changed password ends the session, as a reset does', () => {
    const started: IdentityEvent = { type: 'SessionStarted', data: { userId: 'u1', sessionId: 's1' } };
    const history = recorded([...registered, started], { type: 'ChangePassword', passwordHash: 'new' });
    expect(history.at(-1)).toEqual({ type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'new' } });
    expect(fold(accountDecider, history)).toMatchObject({ sessionId: null, account: { passwordHash: 'new' } });
  });
});
