import { decodeJwt, decodeProtectedHeader } from 'jose';

/** SPEC §8's answer to a bearer that is no token at all, or one used outside the session it belongs to. */
export const INVALID_TOKEN = 'Invalid token specified';
/** SPEC §8's answer to a token that was one of ours: expired, revoked or signed with another key. */
export const TOKEN_EXPIRED = 'Token Expired';

/** Why a bearer the verifier refused is refused: unreadable as a JWT, or a JWT that no longer holds. */
export function tokenRefusal(token: string): typeof INVALID_TOKEN | typeof TOKEN_EXPIRED {
  try {
    decodeProtectedHeader(token);
    decodeJwt(token);
    return TOKEN_EXPIRED;
  } catch {
    return INVALID_TOKEN;
  }
}
