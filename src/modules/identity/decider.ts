import { badRequest } from '../../platform/errors';
import type { Decider } from '../../platform/commands/decider';
import type { IdentityEvent } from './events';

export const EMAIL_TAKEN = 'Email already registered';

type Registered = Extract<IdentityEvent, { type: 'UserRegistered' }>['data'];

export type AccountState = { registered: false } | { registered: true; account: Registered };

export type RegisterCommand = { type: 'Register'; account: Registered };

export const accountDecider: Decider<AccountState, RegisterCommand, IdentityEvent> = {
  initialState: { registered: false },
  evolve(state, event) {
    return event.type === 'UserRegistered' ? { registered: true, account: event.data } : state;
  },
  decide(command, state) {
    if (state.registered) throw badRequest(EMAIL_TAKEN);
    return [{ type: 'UserRegistered', data: command.account }];
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
