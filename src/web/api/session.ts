import { isAuthorToken } from './tokenClaims';

const COOKIE_NAME = 'tessera_token';
const SEVEN_DAYS_IN_SECONDS = 7 * 24 * 60 * 60;
const COOKIE_ATTRIBUTES = 'Path=/; SameSite=None; Secure';

export function getToken(): string | null {
  const prefix = `${COOKIE_NAME}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

export function setToken(token: string): void {
  document.cookie = `${COOKIE_NAME}=${encodeURIComponent(token)}; Max-Age=${SEVEN_DAYS_IN_SECONDS}; ${COOKIE_ATTRIBUTES}`;
}

export function clearToken(): void {
  document.cookie = `${COOKIE_NAME}=; Max-Age=0; ${COOKIE_ATTRIBUTES}`;
}

/** True when the stored token may open the author area (SPEC §5); the server still has the last word. */
export function hasAuthorSession(): boolean {
  const token = getToken();
  return token !== null && isAuthorToken(token, Date.now());
}
