import { getToken } from '../api/session';

/** Same origin as the page, ws:// or wss:// to match it. */
export function liveUrl(): string | null {
  const token = getToken();
  if (!token) return null;
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/ws?token=${encodeURIComponent(token)}`;
}
