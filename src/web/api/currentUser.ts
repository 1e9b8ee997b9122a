import { getToken } from './session';
import { readClaims } from './tokenClaims';

export type CurrentUser = { id: string; name: string };

/** Who this browser is signed in as, from the token's claims (no call): for "mine" and "not read by me". */
export function currentUser(): CurrentUser | null {
  const token = getToken();
  const claims = token ? readClaims(token) : null;
  if (!claims?.sub) return null;
  return { id: claims.sub, name: [claims.first_name, claims.last_name].filter(Boolean).join(' ') };
}
