import { setToken } from './session';
import { readClaims } from './tokenClaims';

/**
 * SPEC §2 app root: a token in the address (`?token=…&mode=collaborator`) is adopted as the
 * session token only when its roles include Collaborator, and then the query string is removed
 * so the token is not left in the address bar, the history or a shared link.
 */
export function adoptLinkToken(location: Location = window.location, history: History = window.history): void {
  const search = new URLSearchParams(location.search);
  const token = search.get('token');
  if (!token || search.get('mode') !== 'collaborator') return;
  if (!readClaims(token)?.roles.includes('Collaborator')) return;
  setToken(token);
  history.replaceState(history.state, '', location.pathname + location.hash);
}
