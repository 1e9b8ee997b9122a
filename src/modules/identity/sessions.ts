import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../../platform/errors';
import type { EventStore } from '../../platform/eventstore/types';
import type { Principal } from '../../platform/http/env';
import { projectedSession } from '../../projections/user-sessions';
import { loadAccount, startSession, type Account } from './accounts';

export const ACTIVE_LOGIN_DETECTED = 'active login detected';

/** One active login per user (SPEC §4): starting a session supersedes the previous one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function createSessions(store: EventStore, db: Kysely<any>) {
  /** Sessions this process started that the projection may not have yet: read-your-writes. */
  const started = new Map<string, string>();

  async function isCurrent(principal: Principal): Promise<boolean> {
    const mine = started.get(principal.userId);
    const projected = await projectedSession(db, principal.userId);
    if (mine !== undefined && mine === projected) started.delete(principal.userId);
    // The two disagree while the projection lags, or when another instance started a newer session.
    const known = mine === undefined || projected === null || mine === projected ? (mine ?? projected) : undefined;
    if (known === principal.sessionId) return true;
    // Unknown or different: the stream decides, so a lagging read model never refuses a fresh login.
    const state = await loadAccount(store, principal.email);
    return state.registered && state.sessionId === principal.sessionId;
  }

  return {
    async start(account: Account, correlationId: string): Promise<string> {
      const sessionId = randomUUID();
      await startSession(store, account, sessionId, correlationId);
      started.set(account.userId, sessionId);
      return sessionId;
    },
    /** Throws 409 for a token of a superseded session. */
    async assertCurrent(principal: Principal): Promise<void> {
      if (!(await isCurrent(principal))) throw new AppError('conflict', ACTIVE_LOGIN_DETECTED);
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
