import { eventMetadata } from '../../../platform/commands/handle';
import { eventParser } from '../../../platform/commands/parse';
import { notFound, unauthorized } from '../../../platform/errors';
import type { EventStore } from '../../../platform/eventstore/types';
import type { Principal } from '../../../platform/http/env';
import { partnerEventSchemas, partnerSessionStream, type PartnerEvent } from './events';
import type { PartnerUser } from './partner';

const parse = eventParser(partnerEventSchemas);

/** A host session lasts as long as a token: 7 days (SPEC §9). */
const HOST_SESSION_LIFETIME_MS = 7 * 24 * 60 * 60_000;
export const HOST_SESSION_UNKNOWN =
  'Your session with the host site is unknown or has ended. Open Tessera again from the host site.';
/** For the partner's server, ending a session it never opened. */
export const NO_SUCH_HOST_SESSION = 'No host session with this sid was opened for this user';
/** SPEC §8: the client shows the invalid-session page for it. */
const SESSION_ENDED = 'Token Expired';

type Opened = Extract<PartnerEvent, { type: 'PartnerSessionOpened' }>['data'];
type HostSession = { opened: Opened; version: number } | { ended: true; version: number } | null;

/** The session as its last event leaves it: one indexed read, on every call of a bound token. */
async function lastState(store: EventStore, userId: string, sid: string): Promise<HostSession> {
  const [last] = await store.readStream(partnerSessionStream(userId, sid), { direction: 'backwards', maxCount: 1 });
  if (!last) return null;
  const event = parse(last);
  return event.type === 'PartnerSessionOpened'
    ? { opened: event.data, version: last.version }
    : { ended: true, version: last.version };
}

const isOpen = (s: HostSession, now: number): s is { opened: Opened; version: number } =>
  s !== null && 'opened' in s && now < Date.parse(s.opened.expiresAt);

/** Records that the partner opened host session `sid` on `hostaddr` for its user (again: a new expiry). */
export async function openHostSession(
  store: EventStore,
  user: PartnerUser,
  session: { sid: string; hostaddr: string },
  correlationId: string,
  now = Date.now(),
) {
  const data: Opened = {
    userId: user.userId,
    partner: user.partner,
    sid: session.sid,
    hostaddr: session.hostaddr,
    via: user.via,
    expiresAt: new Date(now + HOST_SESSION_LIFETIME_MS).toISOString(),
  };
  const metadata = eventMetadata({ userId: user.userId, orgId: user.orgId, correlationId });
  await store.appendToStream(
    partnerSessionStream(user.userId, session.sid),
    [{ type: 'PartnerSessionOpened', data, metadata }],
    { expectedVersion: 'any' },
  );
}

/** The open session the iframe on `hostaddr` names; 401 for an unknown, ended, expired or other host's session. */
export async function findOpenHostSession(
  store: EventStore,
  userId: string,
  sid: string,
  hostaddr: string,
  now = Date.now(),
): Promise<Opened> {
  const state = await lastState(store, userId, sid);
  if (!isOpen(state, now) || state.opened.hostaddr !== hostaddr) throw unauthorized(HOST_SESSION_UNKNOWN);
  return state.opened;
}

/** The host site ended the session: a no-op when it already had; 404 when it never was. */
export async function endHostSession(
  store: EventStore,
  user: { userId: string; partner: string; orgId: string },
  sid: string,
  correlationId: string,
) {
  const state = await lastState(store, user.userId, sid);
  if (state === null) throw notFound(NO_SUCH_HOST_SESSION);
  if ('ended' in state) return;
  const metadata = eventMetadata({ userId: user.userId, orgId: user.orgId, correlationId });
  // Expected version: an Open racing this End is not silently ended; the caller may retry.
  await store.appendToStream(
    partnerSessionStream(user.userId, sid),
    [{ type: 'PartnerSessionEnded', data: { userId: user.userId, partner: user.partner, sid }, metadata }],
    { expectedVersion: state.version },
  );
}

/** A token bound to a host session works while that session is open (401 'Token Expired' once it ended or expired). */
export async function assertHostSession(store: EventStore, principal: Principal, now = Date.now()): Promise<void> {
  if (!principal.host) return;
  const state = await lastState(store, principal.userId, principal.sessionId);
  if (!isOpen(state, now)) throw unauthorized(SESSION_ENDED);
}
