const PROBE = 'tessera_cookie_probe';

/**
 * True when this page can keep a cookie: a browser that blocks third-party cookies accepts the
 * write in a frame on another site and keeps nothing, so the probe is written and read back.
 */
export function cookiesAvailable(): boolean {
  if (!navigator.cookieEnabled) return false;
  // biome-ignore lint/suspicious/noDocumentCookie: the probe must go the way the session token goes (session.ts)
  document.cookie = `${PROBE}=1; Max-Age=60; Path=/; SameSite=None; Secure`;
  const kept = document.cookie.split('; ').some((entry) => entry === `${PROBE}=1`);
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `${PROBE}=; Max-Age=0; Path=/; SameSite=None; Secure`;
  return kept;
}
