import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { badRequest, unauthorized } from '../../../platform/errors';
import type { EventStore } from '../../../platform/eventstore/types';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { loadAccount, loginStream, NO_PASSWORD, type Account } from './accounts';
import { runAccountCommand } from './account-stream';
import { isRemoved } from './decider';
import { hashPassword, verifyPassword } from './passwords';
import { changePasswordBody, profileBody } from './requests';
import type { LoginProtection } from '../sessions/login-protection';
import type { Sessions } from '../sessions/sessions';
import type { Tokens } from '../sessions/tokens';
import { accountClaims } from '../sessions/sign-in';

const doc = (summary: string) => describeRoute({ summary, tags: ['users'] });

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
const NO_PASSWORD_YET =
  'Your account signs in through single sign-on and has no password yet: use "Forgot password" on the sign-in page to set one';

const profileOf = (a: Account) => ({ first_name: a.firstName, last_name: a.lastName, email: a.email });

/**
 * /settings, "Your account": the signed-in user's own name and password. A renamed user gets a
 * new token of the same session (the token carries the name people see); a new password ends the
 * session, as a reset does.
 */
export function profileRoutes(deps: {
  store: EventStore;
  tokens: Tokens;
  sessions: Sessions;
  protection: LoginProtection;
}) {
  const { store, tokens, sessions, protection } = deps;

  const own = async (c: Context<AppEnv>) => {
    const state = await loadAccount(store, c.var.principal.email);
    if (!state.registered || isRemoved(state.account)) throw unauthorized('Token Expired');
    return state.account;
  };
  const context = (c: Context<AppEnv>, a: Account) => ({
    userId: a.userId,
    orgId: a.orgId,
    correlationId: c.var.requestId,
  });

  return new Hono<AppEnv>()
    .get('/users/me/profile', doc('My name and email'), async (c) => c.json({ profile: profileOf(await own(c)) }))
    .put(
      '/users/me/profile',
      doc('Change my first and last name; answers a new token of the same session, carrying the new name'),
      input('json', profileBody),
      async (c) => {
        const before = await own(c);
        const { first_name: firstName, last_name: lastName } = c.req.valid('json');
        const { state } = await runAccountCommand(
          store,
          loginStream(before.email),
          { type: 'Rename', firstName, lastName },
          context(c, before),
        );
        if (!state.registered) throw unauthorized('Token Expired');
        const token = await tokens.sign(accountClaims(state.account, c.var.principal.sessionId));
        return c.json({ profile: profileOf(state.account), token });
      },
    )
    .post(
      '/users/me/password',
      doc('Change my password, giving the current one; my session ends and I sign in with the new one'),
      input('json', changePasswordBody),
      async (c) => {
        const a = await own(c);
        const { currentPassword, newPassword } = c.req.valid('json');
        if (a.passwordHash === NO_PASSWORD) throw badRequest(NO_PASSWORD_YET);
        // Guesses at the current password count like sign-in attempts: a stolen token cannot try them all.
        await protection.attempt(c, a.email);
        if (!(await verifyPassword(a.passwordHash, currentPassword))) throw badRequest(WRONG_CURRENT_PASSWORD);
        await protection.succeeded(c, a.email);
        await runAccountCommand(
          store,
          loginStream(a.email),
          { type: 'ChangePassword', passwordHash: await hashPassword(newPassword) },
          context(c, a),
        );
        sessions.ended(a.userId);
        return c.json({ status: 'changed', signInAgain: true });
      },
    );
}
