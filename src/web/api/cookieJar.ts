/**
 * `document.cookie`, read and written without throwing: a page in a sandboxed frame (without
 * `allow-same-origin`) throws a SecurityError on any use of it. Such a page has no cookies: reads
 * answer none, writes keep nothing, and the app goes on as a browser that blocks them.
 */
export function readCookies(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

/** Writes one cookie; false when the page may not (it keeps nothing). */
export function writeCookie(cookie: string): boolean {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: SPEC §9 keeps the token in a cookie; the Cookie Store API is missing from Firefox and Safari
    document.cookie = cookie;
    return true;
  } catch {
    return false;
  }
}
