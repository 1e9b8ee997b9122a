import { getToken } from '../api/session';
import { isStandaloneToken } from '../api/tokenClaims';

/**
 * Same origin as the page, ws:// or wss:// to match it. SPEC §6: only standalone users and
 * Collaborators get a live socket (a Collaborator token carries no partner claim either), so an
 * embedded partner session has none.
 */
export function liveUrl(): string | null {
  const token = getToken();
  if (!token || !isStandaloneToken(token, Date.now())) return null;
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/ws?token=${encodeURIComponent(token)}`;
}
