import { createHash } from 'node:crypto';
import type { CommandContext } from '../../../platform/commands/handle';
import type { EventStore } from '../../../platform/eventstore/types';
import { newId } from '../../../platform/ids';
import { badRequest } from '../../../platform/errors';
import { loadAccountStream, runAccountCommand } from './account-stream';
import { EMAIL_TAKEN, type AccountState } from './decider';
import { newMailedLink } from './mailed-links';
import { findInvite, joinOrganisation } from '../organisation/organisation';
import { hashPassword } from './passwords';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** One stream per email address (hashed, so addresses stay out of stream names). */
export const loginStream = (email: string) =>
  `login-${createHash('sha256').update(normaliseEmail(email)).digest('hex').slice(0, 40)}`;

export async function loadAccount(store: EventStore, email: string): Promise<AccountState> {
  return (await loadAccountStream(store, loginStream(email))).state;
}

export type Account = Extract<AccountState, { registered: true }>['account'];

export type Registration = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  inviteToken?: string | undefined;
};

export const VERIFICATION_LIFETIME_MS = 24 * 60 * 60_000;

/** The password hash of an account made without a password (single sign-on): no password opens it until a reset sets one. */
export const NO_PASSWORD = '';

type NewAccount = Omit<Account, 'userId'>;

/**
 * Records a new account: its membership of the organisation (the invite used up, if one), then the
 * account on its login stream; with `verification`, it cannot log in until that link is opened.
 */
async function createAccount(
  store: EventStore,
  input: NewAccount & { inviteToken?: string | undefined; verification?: { tokenHash: string; expiresAt: string } },
  correlationId: string,
) {
  const { inviteToken, verification, ...fields } = input;
  const userId = newId();
  const account = { userId, ...fields };
  const { orgId, email, firstName, lastName, roles } = account;
  await joinOrganisation(store, orgId, { userId, email, firstName, lastName, roles }, correlationId, inviteToken);
  const context: CommandContext = { userId, orgId, correlationId };
  const result = await runAccountCommand(
    store,
    loginStream(email),
    { type: 'Register', account, verification },
    context,
  );
  if (!result.state.registered) throw new Error('registration left no account');
  return result.state.account;
}

/**
 * A new user: through an organisation's invite, a USER of that organisation; otherwise the
 * founder, and so the ADMIN, of a new organisation of their own (who else could invite anyone?).
 * With `verify`, the account cannot log in until it opens the link of `verificationToken`
 * (invitees too: an invite link proves nothing about the email typed in).
 */
export async function registerUser(store: EventStore, input: Registration, correlationId: string, verify = false) {
  const email = normaliseEmail(input.email);
  const existing = await loadAccount(store, email);
  // Checked before the admin claim and the invite too, so a repeated registration uses up neither.
  if (existing.registered) throw badRequest(EMAIL_TAKEN);

  const invited = input.inviteToken ? await findInvite(store, input.inviteToken) : null;
  const link = verify ? newMailedLink(loginStream(email), VERIFICATION_LIFETIME_MS) : undefined;
  const account = await createAccount(
    store,
    {
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: await hashPassword(input.password),
      orgId: invited?.orgId ?? newId(),
      orgName: invited?.invite.orgName ?? `${input.firstName} ${input.lastName}'s organisation`,
      roles: invited ? ['USER'] : ['ADMIN', 'USER'],
      inviteToken: input.inviteToken,
      verification: link && { tokenHash: link.tokenHash, expiresAt: link.expiresAt },
    },
    correlationId,
  );
  return { account, verificationToken: link?.token };
}

/**
 * A new account vouched for by a partner's single sign-on: the email counts as verified, there
 * is no password, and it joins the organisation linked to that partner (its founder is its ADMIN).
 */
export async function registerSignedOnUser(
  store: EventStore,
  input: Pick<Account, 'email' | 'firstName' | 'lastName' | 'orgId' | 'orgName' | 'roles'>,
  correlationId: string,
) {
  return createAccount(
    store,
    { ...input, email: normaliseEmail(input.email), passwordHash: NO_PASSWORD },
    correlationId,
  );
}

/** The organisation changed a member's roles or removed it (null): its session ends. */
export async function changeMembership(
  store: EventStore,
  email: string,
  roles: Account['roles'] | null,
  context: CommandContext,
) {
  await runAccountCommand(store, loginStream(email), { type: 'ChangeMembership', roles }, context);
}

/** Makes `sessionId` the account's one active login; tokens carrying an earlier one answer 409 from now on. */
export async function startSession(store: EventStore, account: Account, sessionId: string, correlationId: string) {
  await runAccountCommand(
    store,
    loginStream(account.email),
    { type: 'StartSession', sessionId },
    { userId: account.userId, orgId: account.orgId, correlationId },
  );
}

/** A new single-use link (a reset or a verification) recorded on the account's login stream; returns its token. */
export async function issueMailedLink(
  store: EventStore,
  account: Account,
  type: 'RequestEmailVerification' | 'RequestPasswordReset',
  lifetimeMs: number,
  correlationId: string,
  now = Date.now(),
) {
  const streamId = loginStream(account.email);
  const { token, tokenHash, expiresAt } = newMailedLink(streamId, lifetimeMs, now);
  const context = { userId: account.userId, orgId: account.orgId, correlationId };
  await runAccountCommand(store, streamId, { type, tokenHash, expiresAt }, context);
  return token;
}
