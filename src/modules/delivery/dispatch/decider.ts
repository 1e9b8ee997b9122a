import type { Decider } from '../../../platform/commands/decider';
import { AppError, forbidden, notFound } from '../../../platform/errors';
import type { DispatchEvent } from './events';

type Created = Extract<DispatchEvent, { type: 'DispatchCreated' }>['data'];
export type Dispatch = Created & {
  revoked: boolean;
  /** LMS origin → the learners who opened the dispatch from it. */
  learners: Map<string, Set<string>>;
  /** When the newest learners joined, oldest first: at most `newLearnersPerHour` of them. */
  recentJoins: string[];
};
export type DispatchState = { exists: false } | { exists: true; dispatch: Dispatch };

export type DispatchCommand =
  | { type: 'CreateDispatch'; data: Created }
  /** `origin`: the LMS page's origin, as its browser sent it (the Origin header). */
  | { type: 'JoinDispatch'; learnerKey: string; origin: string; now: string }
  | { type: 'RevokeDispatch'; revokedBy: string }
  | { type: 'ReenableDispatch'; reenabledBy: string };

export const DISPATCH_NOT_FOUND = 'Dispatch not found';
/** Who can help a learner whose learning platform cannot open a module: only its administrators can change its package. */
const ASK = "Please ask your learning platform's administrator.";
export const DISPATCH_REVOKED = `This module is no longer available here: its dispatch has been revoked. ${ASK}`;
export const DISPATCH_EXPIRED = `This module is no longer available here: its dispatch has expired. ${ASK}`;
export const DISPATCH_FULL = `This module has reached its number of learners. ${ASK}`;
export const ORIGIN_REFUSED = `This learning platform may not open this module. ${ASK}`;
export const TOO_MANY_NEW_LEARNERS =
  'Too many new learners opened this module in the last hour. Please try again later.';

const HOUR_MS = 3_600_000;

/** Why a learner may not open the dispatch now, or null when they may. */
export function refusalOf(dispatch: Dispatch, now: string, origin?: string): AppError | null {
  if (dispatch.revoked) return forbidden(DISPATCH_REVOKED);
  if (dispatch.expiresAt !== null && dispatch.expiresAt <= now) return forbidden(DISPATCH_EXPIRED);
  if (origin !== undefined && dispatch.allowedOrigins.length > 0 && !dispatch.allowedOrigins.includes(origin))
    return forbidden(ORIGIN_REFUSED);
  return null;
}

/** 429 while the last hour already saw `newLearnersPerHour` new learners; `retryAfterSeconds` says when one more may join. */
function rateRefusal(dispatch: Dispatch, now: string): AppError | null {
  if (dispatch.recentJoins.length < dispatch.newLearnersPerHour) return null;
  const wait = Date.parse(dispatch.recentJoins[0]!) + HOUR_MS - Date.parse(now);
  return wait > 0
    ? new AppError('too_many_requests', TOO_MANY_NEW_LEARNERS, { retryAfterSeconds: Math.ceil(wait / 1000) })
    : null;
}

export const dispatchDecider: Decider<DispatchState, DispatchCommand, DispatchEvent> = {
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'DispatchCreated':
        return { exists: true, dispatch: { ...event.data, learners: new Map(), recentJoins: [], revoked: false } };
      case 'DispatchLearnerJoined': {
        if (!state.exists) return state;
        // Grown in place: a state is folded afresh from its stream on every load and never shared,
        // and copying every learner on every join would make a long stream quadratic.
        const { learners, recentJoins, newLearnersPerHour } = state.dispatch;
        const { origin, learnerKey, joinedAt } = event.data;
        learners.set(origin, (learners.get(origin) ?? new Set()).add(learnerKey));
        if (joinedAt !== null) recentJoins.push(joinedAt);
        if (recentJoins.length > newLearnersPerHour) recentJoins.shift();
        return state;
      }
      case 'DispatchRevoked':
        return state.exists ? { exists: true, dispatch: { ...state.dispatch, revoked: true } } : state;
      case 'DispatchReenabled':
        return state.exists ? { exists: true, dispatch: { ...state.dispatch, revoked: false } } : state;
    }
  },
  decide(command, state) {
    if (command.type === 'CreateDispatch') return state.exists ? [] : [{ type: 'DispatchCreated', data: command.data }];
    if (!state.exists) throw notFound(DISPATCH_NOT_FOUND);
    const { dispatch } = state;
    const dispatchId = dispatch.dispatchId;
    if (command.type === 'RevokeDispatch')
      return dispatch.revoked ? [] : [{ type: 'DispatchRevoked', data: { dispatchId, revokedBy: command.revokedBy } }];
    if (command.type === 'ReenableDispatch')
      return dispatch.revoked
        ? [{ type: 'DispatchReenabled', data: { dispatchId, reenabledBy: command.reenabledBy } }]
        : [];
    const { learnerKey, origin, now } = command;
    const refusal = refusalOf(dispatch, now, origin);
    if (refusal) throw refusal;
    // A learner is who the LMS says, whatever origin the request claims (a script can claim any):
    // known from any origin, they come back freely; the cap counts every learner of the dispatch.
    const known = [...dispatch.learners.values()];
    if (known.some((learners) => learners.has(learnerKey))) return [];
    const counted = known.reduce((sum, learners) => sum + learners.size, 0);
    if (dispatch.learnerCap !== null && counted >= dispatch.learnerCap) throw forbidden(DISPATCH_FULL);
    const tooFast = rateRefusal(dispatch, now);
    if (tooFast) throw tooFast;
    return [{ type: 'DispatchLearnerJoined', data: { dispatchId, learnerKey, origin, joinedAt: now } }];
  },
};
