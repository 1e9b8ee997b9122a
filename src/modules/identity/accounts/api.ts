import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { forbidden, unauthorized } from '../../../platform/errors';
import type { EventStore } from '../../../platform/eventstore/types';
import type { ClientAddress } from '../../../platform/http/client-address';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import type { RateLimiter } from '../../../platform/limits/rate-limiter';
import { retryLater } from '../../../platform/limits/retry-later';
import { loadAccount, NO_PASSWORD, registerUser } from './accounts';
import { listMembers } from '../read-models/users';
import { avatarColour, initials } from './avatar';
import { loginBody, registerBody } from './requests';
import { findInvite } from '../organisation/organisation';
import { membersQuery } from '../organisation/requests';
import { isRemoved } from './decider';
import { VERIFY_FIRST, awaitsVerification } from './email-verification';
import type { VerificationMailer } from './api-verification';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import { loadPartnerUser } from '../partner/partner';
import { organisationName } from '../organisation/organisation';
import { loadPreferences } from '../preferences/preferences';
import type { Preferences } from '../preferences/decider';
import type { LoginProtection } from '../sessions/login-protection';
import type { SignIn } from '../sessions/sign-in';
import { recordFailedSignIn } from '../sessions/failed-sign-ins';
import type { Db } from '../../../platform/db/database';

const INVALID_LOGIN = 'Invalid email or password';
/** What user-info shows of the user's preferences (SPEC §3 User: template, and baUser as chosen with it). */
const pick = ({ settings, template }: Preferences) => ({
  settings,
  template: template?.courseId ?? null,
  ...(template?.baUser === undefined ? {} : { baUser: template.baUser }),
});
const REMOVED = 'This account was removed from its organisation';

export function identityRoutes(deps: {
  store: EventStore;
  db: Db;
  signIn: SignIn;
  protection: LoginProtection;
  /** Registrations per client address. */
  registrations: RateLimiter;
  addressOf: ClientAddress;
  /** Set when new accounts must confirm their email (REQUIRE_EMAIL_VERIFICATION). */
  sendVerificationLink: VerificationMailer | null;
  /** Throws when nobody may sign in to the organisation (suspended), so nobody joins it either. */
  mayJoin: (orgId: string) => Promise<void>;
}) {
  const { store, db, signIn, protection, registrations, addressOf, sendVerificationLink, mayJoin } = deps;

  /** The signed-in caller's account; a token whose account is gone is as good as expired. */
  const callerAccount = async (email: string) => {
    const state = await loadAccount(store, email);
    if (!state.registered || isRemoved(state.account)) throw unauthorized('Token Expired');
    return state.account;
  };

  return new Hono<AppEnv>()
    .post(
      '/auth/register',
      describeRoute({
        summary:
          'Create an account in a new organisation; returns a token, or {verificationRequired: true} when the email must be confirmed first',
        tags: ['auth'],
      }),
      input('json', registerBody),
      async (c) => {
        const body = c.req.valid('json');
        // Every attempt counts, failed ones too: "Email already registered" tells whether an address has an account.
        const wait = await registrations.hit(addressOf(c));
        if (wait > 0) throw retryLater(c, wait);
        if (body.inviteToken) await mayJoin((await findInvite(store, body.inviteToken)).orgId);
        const { account, verificationToken } = await registerUser(
          store,
          {
            email: body.email,
            password: body.password,
            firstName: body.first_name,
            lastName: body.last_name,
            inviteToken: body.inviteToken,
          },
          c.var.requestId,
          sendVerificationLink !== null,
        );
        if (sendVerificationLink && verificationToken !== undefined) {
          sendVerificationLink(account, verificationToken, c.var.log);
          return c.json({ verificationRequired: true as const }, 201);
        }
        return c.json({ token: await signIn(account, c.var.requestId) }, 201);
      },
    )
    .post(
      '/auth/login',
      describeRoute({ summary: 'Exchange email and password for a token (7 days)', tags: ['auth'] }),
      input('json', loginBody),
      async (c) => {
        const { email, password } = c.req.valid('json');
        await protection.attempt(c, email);
        const state = await loadAccount(store, email);
        // An account without a password (single sign-on) takes as long to refuse as an unknown email.
        const ok =
          state.registered && state.account.passwordHash !== NO_PASSWORD
            ? await verifyPassword(state.account.passwordHash, password)
            : await verifyAgainstNothing(password);
        if (!ok || !state.registered) {
          if (state.registered) recordFailedSignIn(store, state.account, c.var.requestId, c.var.log);
          throw unauthorized(INVALID_LOGIN);
        }
        await protection.succeeded(c, email);
        if (isRemoved(state.account)) throw unauthorized(REMOVED);
        // Told only to whoever knows the password: it says nothing about which emails have accounts.
        if (awaitsVerification(state)) throw forbidden(VERIFY_FIRST);
        return c.json({ token: await signIn(state.account, c.var.requestId) });
      },
    )
    .post(
      '/auth/session/reclaim',
      describeRoute({
        summary: 'Take the session back after a 409: a new current login for the token owner; returns its token',
        tags: ['auth'],
      }),
      async (c) => c.json({ token: await signIn(await callerAccount(c.var.principal.email), c.var.requestId) }),
    )
    .get(
      '/users/collab/all-users',
      describeRoute({ summary: 'Members of my organisation, for mentions, pickers and transfers', tags: ['users'] }),
      input('query', membersQuery),
      async (c) => {
        const { page, size, verbose } = c.req.valid('query');
        // A Collaborator sees the people it can mention, never their addresses.
        const withEmail = verbose && !c.var.principal.roles.includes('Collaborator');
        const { members, hasMore } = await listMembers(db, c.var.principal.orgId, page, size);
        const data = members.map((m) => {
          const name = `${m.first_name} ${m.last_name}`.trim();
          return {
            id: m.user_id,
            _id: m.user_id,
            first_name: m.first_name,
            last_name: m.last_name,
            name,
            initials: initials(name),
            avatarColor: avatarColour(m.user_id),
            ...(withEmail ? { email: m.email } : {}),
          };
        });
        return c.json({ success: true, data: { data }, hasMore });
      },
    )
    .get('/users/user-info', describeRoute({ summary: 'The signed-in user', tags: ['users'] }), async (c) => {
      const p = c.var.principal;
      if (p.partner !== undefined) {
        const u = await loadPartnerUser(store, p.userId);
        if (!u) throw unauthorized('Token Expired');
        const prefs = pick(await loadPreferences(store, u.userId));
        return c.json({
          id: u.userId,
          email: u.email,
          first_name: u.firstName,
          last_name: u.lastName,
          roles: p.roles,
          currentOrg: u.orgId,
          orgName: u.partner,
          standalone: false,
          partner: u.partner,
          tga: u.tga ?? false,
          baUser: u.baUser ?? false,
          ...prefs,
        });
      }
      const a = await callerAccount(p.email);
      return c.json({
        id: a.userId,
        email: a.email,
        first_name: a.firstName,
        last_name: a.lastName,
        roles: a.roles,
        currentOrg: a.orgId,
        orgName: await organisationName(store, a.orgId, a.orgName),
        standalone: true,
        // SPEC §3 names `tga` without saying what sets it; only a partner system does, so an account's is false.
        tga: false,
        baUser: false,
        ...pick(await loadPreferences(store, a.userId)),
      });
    });
}
