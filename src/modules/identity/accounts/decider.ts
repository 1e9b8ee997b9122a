import { badRequest, unauthorized } from '../../../platform/errors';
import type { Decider } from '../../../platform/commands/decider';
import type { IdentityEvent } from './events';

export const EMAIL_TAKEN = 'Email already registered';

type Registered = Extract<IdentityEvent, { type: 'UserRegistered' }>['data'];

type MailedLink = { tokenHash: string; expiresAt: string };

/**
 * `sessionId` is the one login whose tokens are accepted; null until the first login.
 * `verification`: the email is not confirmed yet, and this is the newest link that confirms it.
 * `proven`: a link mailed to the email was opened (a verification or a password reset): its owner reads it.
 */
export type AccountState =
  | { registered: false }
  | {
      registered: true;
      account: Registered;
      sessionId: string | null;
      reset?: MailedLink;
      verification?: MailedLink;
      proven?: true;
    };

export type AccountCommand =
  /** With `verification`, the account cannot log in until the mailed link is opened. */
  | { type: 'Register'; account: Registered; verification?: MailedLink | undefined }
  /** A new verification link replaces any earlier one; nothing happens once the email is verified. */
  | { type: 'RequestEmailVerification'; tokenHash: string; expiresAt: string }
  | { type: 'VerifyEmail'; tokenHash: string; now: string }
  | { type: 'StartSession'; sessionId: string }
  /** The organisation changed the roles (null: removed the member); the session ends either way. */
  | { type: 'ChangeMembership'; roles: Registered['roles'] | null }
  /** A new reset link replaces any earlier one. */
  | { type: 'RequestPasswordReset'; tokenHash: string; expiresAt: string }
  | { type: 'ResetPassword'; tokenHash: string; now: string; passwordHash: string }
  /** The owner, who proved the current password, chose a new one. */
  | { type: 'ChangePassword'; passwordHash: string }
  | { type: 'Rename'; firstName: string; lastName: string };

export const RESET_INVALID = 'This reset link is not valid, has been used, or has expired';
export const VERIFY_INVALID = 'This verification link is not valid, has been used, or has expired';

const opens = (link: MailedLink | undefined, tokenHash: string, now: string) =>
  link !== undefined && link.tokenHash === tokenHash && now < link.expiresAt;

/** A member removed from its organisation keeps its account with no roles: it cannot sign in. */
export const isRemoved = (account: Registered) => account.roles.length === 0;

export const accountDecider: Decider<AccountState, AccountCommand, IdentityEvent> = {
  initialState: { registered: false },
  evolve(state, event) {
    if (event.type === 'UserRegistered') return { registered: true, account: event.data, sessionId: null };
    if (!state.registered) return state;
    switch (event.type) {
      case 'SessionStarted':
        return { ...state, sessionId: event.data.sessionId };
      case 'MembershipChanged': {
        const { reset: _, ...rest } = state;
        return { ...rest, account: { ...state.account, roles: event.data.roles ?? [] }, sessionId: null };
      }
      case 'PasswordResetRequested':
        return { ...state, reset: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
      case 'PasswordChanged': {
        const { reset: _, ...rest } = state;
        return { ...rest, account: { ...state.account, passwordHash: event.data.passwordHash }, sessionId: null };
      }
      case 'ProfileRenamed':
        return {
          ...state,
          account: { ...state.account, firstName: event.data.firstName, lastName: event.data.lastName },
        };
      case 'EmailVerificationRequested':
        return { ...state, verification: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
      case 'EmailVerified': {
        const { verification: _, ...rest } = state;
        return { ...rest, proven: true };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'Register') {
      if (state.registered) throw badRequest(EMAIL_TAKEN);
      const registered: IdentityEvent = { type: 'UserRegistered', data: command.account };
      if (!command.verification) return [registered];
      return [
        registered,
        { type: 'EmailVerificationRequested', data: { userId: command.account.userId, ...command.verification } },
      ];
    }
    if (!state.registered) throw unauthorized('Token Expired');
    const { userId } = state.account;
    switch (command.type) {
      case 'ChangeMembership':
        return [{ type: 'MembershipChanged', data: { userId, roles: command.roles } }];
      case 'RequestPasswordReset':
        return [
          {
            type: 'PasswordResetRequested',
            data: { userId, tokenHash: command.tokenHash, expiresAt: command.expiresAt },
          },
        ];
      case 'ResetPassword': {
        const { reset } = state;
        if (!opens(reset, command.tokenHash, command.now)) throw badRequest(RESET_INVALID);
        const changed: IdentityEvent = {
          type: 'PasswordChanged',
          data: { userId, passwordHash: command.passwordHash },
        };
        // The link reached the email's inbox: that confirms the email as well as a verification link would.
        return state.proven ? [changed] : [changed, { type: 'EmailVerified', data: { userId } }];
      }
      case 'ChangePassword':
        return [{ type: 'PasswordChanged', data: { userId, passwordHash: command.passwordHash } }];
      case 'Rename': {
        const { firstName, lastName } = command;
        if (firstName === state.account.firstName && lastName === state.account.lastName) return [];
        return [{ type: 'ProfileRenamed', data: { userId, firstName, lastName } }];
      }
      case 'RequestEmailVerification':
        if (!state.verification) return [];
        return [
          {
            type: 'EmailVerificationRequested',
            data: { userId, tokenHash: command.tokenHash, expiresAt: command.expiresAt },
          },
        ];
      case 'VerifyEmail':
        if (!opens(state.verification, command.tokenHash, command.now)) throw badRequest(VERIFY_INVALID);
        return [{ type: 'EmailVerified', data: { userId } }];
      case 'StartSession':
        return [{ type: 'SessionStarted', data: { userId, sessionId: command.sessionId } }];
    }
  },
};
