import type { Account } from '../accounts/accounts';
import type { Sessions } from './sessions';
import type { TokenClaims, Tokens } from './tokens';

/** A token for the account; every sign-in starts a new session, superseding the account's previous one. */
export function createSignIn(tokens: Tokens, sessions: Sessions) {
  return async (a: Account, correlationId: string): Promise<string> => {
    // Refused before the session starts: a refused sign-in supersedes nothing and is not logged as one.
    await tokens.mayIssue(a.orgId);
    const sid = await sessions.start(a, correlationId);
    return tokens.sign(accountClaims(a, sid));
  };
}

/** What an account's token says of it, for the login session `sid`. */
export const accountClaims = (a: Account, sid: string): TokenClaims => ({
  sub: a.userId,
  org: a.orgId,
  roles: a.roles,
  email: a.email,
  first_name: a.firstName,
  last_name: a.lastName,
  sid,
});
export type SignIn = ReturnType<typeof createSignIn>;
