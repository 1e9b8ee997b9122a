import { badRequest, unauthorized } from '../../platform/errors';
import type { Decider } from '../../platform/commands/decider';
import type { IdentityEvent } from './events';

export const EMAIL_TAKEN = 'Email already registered';

type Registered = Extract<IdentityEvent, { type: 'UserRegistered' }>['data'];

/** `sessionId` is the one login whose tokens are accepted; null until the first login. */
export type AccountState = { registered: false } | { registered: true; account: Registered; sessionId: string | null };

export type AccountCommand = { type: 'Register'; account: Registered } | { type: 'StartSession'; sessionId: string };

export const accountDecider: Decider<AccountState, AccountCommand, IdentityEvent> = {
  initialState: { registered: false },
  evolve(state, event) {
    if (event.type === 'UserRegistered') return { registered: true, account: event.data, sessionId: null };
    if (event.type === 'SessionStarted' && state.registered) return { ...state, sessionId: event.data.sessionId };
    return state;
  },
  decide(command, state) {
    if (command.type === 'Register') {
      if (state.registered) throw badRequest(EMAIL_TAKEN);
      return [{ type: 'UserRegistered', data: command.account }];
    }
    if (!state.registered) throw unauthorized('Token Expired');
    return [{ type: 'SessionStarted', data: { userId: state.account.userId, sessionId: command.sessionId } }];
  },
};

export type InstanceState = { adminUserId: string | null };
export type ClaimAdminCommand = { type: 'ClaimAdmin'; userId: string };

/** Whoever claims first is the admin; later claims change nothing. */
export const instanceDecider: Decider<InstanceState, ClaimAdminCommand, IdentityEvent> = {
  initialState: { adminUserId: null },
  evolve(state, event) {
    return event.type === 'InstanceAdminClaimed' ? { adminUserId: event.data.userId } : state;
  },
  decide(command, state) {
    return state.adminUserId ? [] : [{ type: 'InstanceAdminClaimed', data: { userId: command.userId } }];
  },
};
