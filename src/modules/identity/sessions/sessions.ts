import { randomUUID } from 'node:crypto';
import { AppError, unauthorized } from '../../../platform/errors';
import type { EventStore } from '../../../platform/eventstore/types';
import { hasAccountSession, type Principal } from '../../../platform/http/env';
import { projectedSession } from '../read-models/user-sessions';
import { loadAccount, startSession, type Account } from '../accounts/accounts';
import { assertHostSession } from '../partner/host-sessions';
import type { Db } from '../../../platform/db/database';

const ACTIVE_LOGIN_DETECTED = 'active login detected';
/** Never a session id: marks a session this process saw end, so the stream is asked. */
const ENDED = '';

/** One active login per user (SPEC §4): starting a session supersedes the previous one. */
export function createSessions(store: EventStore, db: Db) {
  /** Sessions this process started that the projection may not have yet: read-your-writes. */
  const started = new Map<string, string>();

  /** 'ended': the organisation changed the member's roles or removed it; 'superseded': a later login. */
  async function check(principal: Principal): Promise<'current' | 'superseded' | 'ended'> {
    const mine = started.get(principal.userId);
    const projected = await projectedSession(db, principal.userId);
    if (mine !== undefined && mine === projected) started.delete(principal.userId);
    // The two disagree while the projection lags, or when another instance started a newer session.
    const known = mine === undefined || projected === null || mine === projected ? (mine ?? projected) : undefined;
    if (known === principal.sessionId) return 'current';
    // Unknown or different: the stream decides, so a lagging read model never refuses a fresh login.
    const state = await loadAccount(store, principal.email);
    if (!state.registered || state.sessionId === null) return 'ended';
    return state.sessionId === principal.sessionId ? 'current' : 'superseded';
  }

  return {
    async start(account: Account, correlationId: string): Promise<string> {
      const sessionId = randomUUID();
      await startSession(store, account, sessionId, correlationId);
      started.set(account.userId, sessionId);
      return sessionId;
    },
    /**
     * Throws 409 for a token of a superseded session; Collaborator and partner tokens have none to
     * supersede. A token bound to a host session ends with it (401).
     */
    async assertCurrent(principal: Principal): Promise<void> {
      await assertHostSession(store, principal);
      if (!hasAccountSession(principal)) return;
      const status = await check(principal);
      if (status === 'ended') throw unauthorized('Token Expired');
      if (status === 'superseded') throw new AppError('conflict', ACTIVE_LOGIN_DETECTED);
    },
    /** The account's session was ended: forget what this process knew of it (the stream now says ended). */
    ended(userId: string): void {
      started.set(userId, ENDED);
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
