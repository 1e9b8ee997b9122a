import { readCookies, writeCookie } from './cookieJar';
import { isEmbedded } from './embedding';
import { isAdminToken, isAuthorToken, isCollaboratorViewToken } from './tokenClaims';

/** SPEC §6: the cookie name differs in embedded and standalone mode, so an embedded session never takes over a standalone one. */
const STANDALONE_COOKIE = 'tessera_token';
const EMBEDDED_COOKIE = 'tessera_embedded_token';
const cookieName = () => (isEmbedded() ? EMBEDDED_COOKIE : STANDALONE_COOKIE);
const SEVEN_DAYS_IN_SECONDS = 7 * 24 * 60 * 60;
const COOKIE_ATTRIBUTES = 'Path=/; SameSite=None; Secure';

function cookieEntry(): string | undefined {
  const prefix = `${cookieName()}=`;
  const entry = readCookies()
    .split('; ')
    .find((part) => part.startsWith(prefix));
  return entry?.slice(prefix.length);
}

/**
 * Where a browser keeps no cookies for this page (a frame on another site with third-party
 * cookies blocked), the token lives in memory for this page load only.
 */
let tokenInMemory: string | null = null;

export function getToken(): string | null {
  const value = cookieEntry();
  return value ? decodeURIComponent(value) : tokenInMemory;
}

/**
 * SPEC §2 "a standalone-session cookie exists": the token cookie is there, whatever it holds (an
 * expired or unreadable token, or the empty value signing out leaves behind).
 */
function hasSessionCookie(): boolean {
  return cookieEntry() !== undefined;
}

export function setToken(token: string): void {
  writeCookie(`${cookieName()}=${encodeURIComponent(token)}; Max-Age=${SEVEN_DAYS_IN_SECONDS}; ${COOKIE_ATTRIBUTES}`);
  tokenInMemory = cookieEntry() === undefined ? token : null;
}

/**
 * Forgets the token but keeps the cookie, empty, as the mark of a standalone browser: a signed-out
 * author who comes back to a protected page is offered the log-in page rather than the
 * invalid-session page (SPEC §2 route guard rules).
 */
export function clearToken(): void {
  tokenInMemory = null;
  writeCookie(`${cookieName()}=; Max-Age=${SEVEN_DAYS_IN_SECONDS}; ${COOKIE_ATTRIBUTES}`);
}

/** True when the stored token may open the author area (SPEC §5); the server still has the last word. */
export function hasAuthorSession(): boolean {
  const token = getToken();
  return token !== null && isAuthorToken(token, Date.now());
}

/** What the route guards need to know about the stored session (SPEC §2, §5, §6). */
export interface SessionFacts {
  /** The token cookie exists, even when its token is expired, unreadable or empty. */
  cookie: boolean;
  author: boolean;
  admin: boolean;
  collaboratorView: boolean;
  /** The page was opened inside a partner's page, with its host session (SPEC §2 id, sid, hostaddr). */
  embedded: boolean;
}

export function readSession(nowMs = Date.now()): SessionFacts {
  const token = getToken();
  return {
    cookie: hasSessionCookie(),
    author: token !== null && isAuthorToken(token, nowMs),
    admin: token !== null && isAdminToken(token, nowMs),
    collaboratorView: token !== null && isCollaboratorViewToken(token, nowMs),
    embedded: isEmbedded(),
  };
}
