import { badRequest, unauthorized } from '../../platform/errors';
import type { Decider } from '../../platform/commands/decider';
import type { IdentityEvent } from './events';

export const EMAIL_TAKEN = 'Email already registered';

type Registered = Extract<IdentityEvent, { type: 'UserRegistered' }>['data'];

/** `sessionId` is the one login whose tokens are accepted; null until the first login. */
export type AccountState =
  | { registered: false }
  | { registered: true; account: Registered; sessionId: string | null; reset?: { tokenHash: string; expiresAt: string } };

export type AccountCommand =
  | { type: 'Register'; account: Registered }
  | { type: 'StartSession'; sessionId: string }
  /** The organisation changed the roles (null: removed the member); the session ends either way. */
  | { type: 'ChangeMembership'; roles: Registered['roles'] | null }
  /** A new reset link replaces any earlier one. */
  | { type: 'RequestPasswordReset'; tokenHash: string; expiresAt: string }
  | { type: 'ResetPassword'; tokenHash: string; now: string; passwordHash: string };

export const RESET_INVALID = 'This reset link is not valid, has been used, or has expired';

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
      case 'MembershipChanged':
        return { registered: true, account: { ...state.account, roles: event.data.roles ?? [] }, sessionId: null };
      case 'PasswordResetRequested':
        return { ...state, reset: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
      case 'PasswordChanged':
        return { registered: true, account: { ...state.account, passwordHash: event.data.passwordHash }, sessionId: null };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'Register') {
      if (state.registered) throw badRequest(EMAIL_TAKEN);
      return [{ type: 'UserRegistered', data: command.account }];
    }
    if (!state.registered) throw unauthorized('Token Expired');
    const { userId } = state.account;
    switch (command.type) {
      case 'ChangeMembership':
        return [{ type: 'MembershipChanged', data: { userId, roles: command.roles } }];
      case 'RequestPasswordReset':
        return [{ type: 'PasswordResetRequested', data: { userId, tokenHash: command.tokenHash, expiresAt: command.expiresAt } }];
      case 'ResetPassword': {
        const { reset } = state;
        if (!reset || reset.tokenHash !== command.tokenHash || command.now >= reset.expiresAt) throw badRequest(RESET_INVALID);
        return [{ type: 'PasswordChanged', data: { userId, passwordHash: command.passwordHash } }];
      }
      case 'StartSession':
        return [{ type: 'SessionStarted', data: { userId, sessionId: command.sessionId } }];
    }
  },
};
