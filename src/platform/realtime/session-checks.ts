import type { Bus } from '../bus/bus';
import { ALL_SESSIONS_SUBJECT, type SessionMessage } from '../bus/relay';
import { AppError } from '../errors';
import { type Position, positionFromString } from '../eventstore/types';
import type { SessionGuard } from '../http/env';
import type { Logger } from '../logger';
import type { Connection } from './connection';
import { SESSION_ENDED_CLOSE_CODE } from './protocol';

/**
 * Keeps every open socket to its login session: a user's sockets are checked again with the
 * session guard whenever the relay says an event touched their session, and closed (4001, the
 * guard's message) when it no longer holds.
 */
export function createSessionChecks(deps: {
  bus: Bus;
  guardSession: SessionGuard;
  /** Resolves once the reads the session guard relies on include `position`. */
  awaitReads(position: Position): Promise<void>;
  logger: Logger;
}) {
  const { bus, guardSession, awaitReads, logger } = deps;
  const byUser = new Map<string, Set<Connection>>();

  async function check(conn: Connection): Promise<boolean> {
    try {
      await guardSession(conn.principal);
      return true;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      conn.ws.close(SESSION_ENDED_CLOSE_CODE, error.message);
      return false;
    }
  }

  const unsubscribe = bus.subscribe(ALL_SESSIONS_SUBJECT, (payload) => {
    const { userId, position } = JSON.parse(payload) as SessionMessage;
    const mine = byUser.get(userId);
    if (!mine) return;
    void (async () => {
      await awaitReads(positionFromString(position)!);
      await Promise.all([...mine].map((conn) => check(conn)));
    })().catch((err) => logger.warn({ err, userId }, 'session check failed'));
  });

  return {
    /** Whether the socket's session still holds; closes the socket when not. */
    check,
    /** Checks in the background (after the bus came back, session changes may have been missed). */
    checkLater(conn: Connection) {
      void check(conn).catch((err) => logger.warn({ err }, 'session check failed'));
    },
    track(conn: Connection) {
      const mine = byUser.get(conn.principal.userId) ?? new Set();
      mine.add(conn);
      byUser.set(conn.principal.userId, mine);
    },
    untrack(conn: Connection) {
      const mine = byUser.get(conn.principal.userId);
      mine?.delete(conn);
      if (mine?.size === 0) byUser.delete(conn.principal.userId);
    },
    close: unsubscribe,
  };
}
