import { readCookies, writeCookie } from '../../api/cookieJar';

const PROBE = 'tessera_cookie_probe';

/**
 * True when this page can keep a cookie: a browser that blocks third-party cookies accepts the
 * write in a frame on another site and keeps nothing, so the probe is written and read back; a
 * sandboxed frame may not touch cookies at all.
 */
export function cookiesAvailable(): boolean {
  if (!navigator.cookieEnabled) return false;
  if (!writeCookie(`${PROBE}=1; Max-Age=60; Path=/; SameSite=None; Secure`)) return false;
  const kept = readCookies()
    .split('; ')
    .some((entry) => entry === `${PROBE}=1`);
  writeCookie(`${PROBE}=; Max-Age=0; Path=/; SameSite=None; Secure`);
  return kept;
}
