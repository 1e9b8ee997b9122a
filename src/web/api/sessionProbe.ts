import * as z from 'zod/mini';
import { request } from './client';
import { isApiError } from './errors';
import { getToken } from './session';
import { readClaims } from './tokenClaims';

/**
 * Asks the API whether this tab's token still holds, with a call the token may make: a
 * Collaborator reads its own module, anyone else their user. A 401 (signs out) or 409 (another
 * device took the login) on the way is handled by the app as for any call; false then.
 */
export async function sessionStillHolds(): Promise<boolean> {
  const claims = readClaims(getToken() ?? '');
  const path =
    claims?.course && claims.roles.includes('Collaborator')
      ? `/courses/${encodeURIComponent(claims.course)}`
      : '/users/user-info';
  try {
    await request(path, z.unknown());
    return true;
  } catch (error) {
    return !isApiError(error, 401) && !isApiError(error, 409);
  }
}
