import type { TesseraModule } from '../../platform/composition/module';
import { identityAccess } from './access';
import { identitySessionUsersOf } from './sessions/session-events';
import { Hono } from 'hono';
import type { EventStore } from '../../platform/eventstore/types';
import { clientAddressResolver } from '../../platform/http/client-address';
import type { AppEnv } from '../../platform/http/env';
import { createNonceStore } from '../../platform/limits/nonces';
import { createRateLimiter } from '../../platform/limits/rate-limiter';
import type { Mailer } from '../../platform/mail/mailer';
import { loadAccount } from './accounts/accounts';
import { identityRoutes } from './accounts/api';
import { organisationRoutes } from './organisation/api';
import { changeMember } from './organisation/members';
import { orgSettingsRoutes } from './organisation/api-settings';
import { profileRoutes } from './accounts/api-profile';
import { partnerRoutes } from './partner/api';
import { passwordRoutes } from './accounts/api-password';
import { verificationMailer, verificationRoutes } from './accounts/api-verification';
import { preferenceRoutes } from './preferences/api';
import { usageRoutes } from './preferences/api-usage';
import { createLoginProtection } from './sessions/login-protection';
import { createSessions } from './sessions/sessions';
import { createSignIn } from './sessions/sign-in';
import { createTokens } from './sessions/tokens';
import { ssoRoutes } from './sso/api';

export { COLLABORATORS, PARTNER_USERS, restrictedAudienceOf } from './access';
export { avatarColour, initials } from './accounts/avatar';
export { identityEventSchemas, signInFailureEventSchemas } from './accounts/events';
export { organisationEventSchemas } from './organisation/events';
export { loadOrganisation } from './organisation/organisation';
export type { OrgSettings } from './organisation/org-settings';
export { partnerEventSchemas } from './partner/events';
export { identityPersonalFields } from './personal-fields';
export { preferenceEventSchemas, usageEventSchemas } from './preferences/events';
export { ssoEventSchemas } from './sso/events';
export { loadPreferences } from './preferences/preferences';
import type { Db } from '../../platform/db/database';

/** Whether a link mailed to `email` was opened by its account (a verification or a password reset): the address is its owner's. */
export async function isEmailProven(store: EventStore, email: string): Promise<boolean> {
  const state = await loadAccount(store, email);
  return state.registered && state.proven === true;
}

export function createIdentityModule(deps: {
  store: EventStore;
  db: Db;
  jwtSecret: string;
  mailer: Mailer;
  /** The configured PUBLIC_URL, or this server's own address: what mailed links start with. */
  publicUrl: () => string;
  partnerSecrets: Readonly<Record<string, string>>;
  /** LOGIN_URL: the external login address the client sends /author/userlogin to. */
  loginUrl: string | undefined;
  trustedProxies: readonly string[];
  requireEmailVerification: boolean;
  registrationLimitPerHour: number;
  /** Whether a theme id is a built-in theme or one of the organisation's custom themes. */
  isThemeOf(orgId: string, themeId: string): Promise<boolean>;
  /** How many AI calls an organisation made in a month (`YYYY-MM`), shown with its settings. */
  aiCallsInMonth(orgId: string, month: string): Promise<number>;
  /** Throws when the organisation may not sign in (its operators suspended it): asked before any token is made. */
  assertOrganisationActive: (orgId: string) => Promise<void>;
}) {
  const { store, db, mailer, publicUrl } = deps;
  const tokens = createTokens(deps.jwtSecret, deps.assertOrganisationActive);
  const sessions = createSessions(store, db);
  const signIn = createSignIn(tokens, sessions);
  const addressOf = clientAddressResolver(deps.trustedProxies);
  // Each use has its own counters: asking for mails must not lock anyone out of logging in.
  const protection = (name: string) => createLoginProtection({ db, name, addressOf });
  const sendLink = verificationMailer(mailer, publicUrl);
  // Partner request signatures and single sign-on assertion ids: each used once, on every instance.
  const nonces = createNonceStore(db);
  const { partnerSecrets } = deps;
  const registrations = createRateLimiter(db, 'register', {
    max: deps.registrationLimitPerHour,
    windowMs: 60 * 60_000,
  });
  const routes = new Hono<AppEnv>()
    .route(
      '/',
      identityRoutes({
        store,
        db,
        signIn,
        protection: protection('login'),
        registrations,
        addressOf,
        sendVerificationLink: deps.requireEmailVerification ? sendLink : null,
        mayJoin: tokens.mayIssue,
      }),
    )
    .route('/', preferenceRoutes(store))
    .route('/', usageRoutes(store))
    .route('/', organisationRoutes({ store, db, sessions }))
    .route('/', orgSettingsRoutes({ store, db, isThemeOf: deps.isThemeOf, aiCallsInMonth: deps.aiCallsInMonth }))
    .route('/', profileRoutes({ store, tokens, sessions, protection: protection('password-change') }))
    .route(
      '/',
      partnerRoutes({
        store,
        tokens,
        partnerSecrets,
        nonces,
        protection: protection('partner-session'),
      }),
    )
    .route(
      '/',
      ssoRoutes({
        store,
        signIn,
        partnerSecrets,
        nonces,
        loginUrl: deps.loginUrl,
        assertOrganisationActive: deps.assertOrganisationActive,
      }),
    )
    .route('/', passwordRoutes({ store, mailer, publicUrl, sessions, protection: protection('password-reset') }))
    .route('/', verificationRoutes({ store, signIn, sendLink, protection: protection('verification') }));
  /** Removes a member from the admin's organisation; their session ends at once. */
  const removeMember = (admin: { userId: string; orgId: string }, userId: string, correlationId: string) =>
    changeMember(store, sessions, admin, userId, null, correlationId);
  return {
    name: 'identity',
    routes,
    access: identityAccess,
    live: { sessionUsersOf: identitySessionUsersOf },
    verifyToken: tokens.verify,
    guardSession: sessions.assertCurrent,
    signToken: tokens.sign,
    removeMember,
  } satisfies TesseraModule & Record<string, unknown>;
}
export {
  findMember,
  isMemberOf,
  listMembers,
  memberCountsOf,
  memberIdByEmail,
  memberIdsOf,
  namesOfUsers,
  orgIdsWithMemberEmailLike,
} from './read-models/users';
export { identityReadModels } from './read-models';
export { USER_SESSIONS } from './read-models/user-sessions';
