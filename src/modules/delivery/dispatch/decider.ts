import type { Decider } from '../../../platform/commands/decider';
import { AppError, forbidden, notFound } from '../../../platform/errors';
import type { DispatchEvent } from './events';

type Created = Extract<DispatchEvent, { type: 'DispatchCreated' }>['data'];
export type Dispatch = Created & { learners: string[]; revoked: boolean };
export type DispatchState = { exists: false } | { exists: true; dispatch: Dispatch };

export type DispatchCommand =
  | { type: 'CreateDispatch'; data: Created }
  | { type: 'JoinDispatch'; learnerKey: string; origin: string; now: string }
  | { type: 'RevokeDispatch'; revokedBy: string };

export const DISPATCH_NOT_FOUND = 'Dispatch not found';
export const DISPATCH_REVOKED = 'This module is no longer available here: its dispatch has been revoked.';
export const DISPATCH_EXPIRED = 'This module is no longer available here: its dispatch has expired.';
export const DISPATCH_FULL = 'This module has reached its number of learners.';
export const ORIGIN_REFUSED = 'This learning platform may not open this module.';

/** Why a learner may not open the dispatch now, or null when they may. */
export function refusalOf(dispatch: Dispatch, now: string, origin?: string): AppError | null {
  if (dispatch.revoked) return forbidden(DISPATCH_REVOKED);
  if (dispatch.expiresAt !== null && dispatch.expiresAt <= now) return forbidden(DISPATCH_EXPIRED);
  if (origin !== undefined && dispatch.allowedOrigins.length > 0 && !dispatch.allowedOrigins.includes(origin)) return forbidden(ORIGIN_REFUSED);
  return null;
}

export const dispatchDecider: Decider<DispatchState, DispatchCommand, DispatchEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'DispatchCreated':
        return { exists: true, dispatch: { ...event.data, learners: [], revoked: false } };
      case 'DispatchLearnerJoined':
        return state.exists ? { exists: true, dispatch: { ...state.dispatch, learners: [...state.dispatch.learners, event.data.learnerKey] } } : state;
      case 'DispatchRevoked':
        return state.exists ? { exists: true, dispatch: { ...state.dispatch, revoked: true } } : state;
    }
  },
  decide(command, state) {
    if (command.type === 'CreateDispatch') return state.exists ? [] : [{ type: 'DispatchCreated', data: command.data }];
    if (!state.exists) throw notFound(DISPATCH_NOT_FOUND);
    const { dispatch } = state;
    const dispatchId = dispatch.dispatchId;
    if (command.type === 'RevokeDispatch') return dispatch.revoked ? [] : [{ type: 'DispatchRevoked', data: { dispatchId, revokedBy: command.revokedBy } }];
    const refusal = refusalOf(dispatch, command.now, command.origin);
    if (refusal) throw refusal;
    if (dispatch.learners.includes(command.learnerKey)) return [];
    if (dispatch.learnerCap !== null && dispatch.learners.length >= dispatch.learnerCap) throw forbidden(DISPATCH_FULL);
    return [{ type: 'DispatchLearnerJoined', data: { dispatchId, learnerKey: command.learnerKey } }];
  },
};
