import { badRequest } from '../../../platform/errors';
import type { EventStore } from '../../../platform/eventstore/types';
import type { Mail } from '../../../platform/mail/mailer';
import { type Account, issueMailedLink, loadAccount, VERIFICATION_LIFETIME_MS } from './accounts';
import { loadAccountStream, runAccountCommand } from './account-stream';
import { VERIFY_INVALID, type AccountState } from './decider';
import { parseMailedToken } from './mailed-links';

export const VERIFY_FIRST = 'Please verify your email address first';

/** True while the account has not opened a verification link it was sent. */
export const awaitsVerification = (state: Extract<AccountState, { registered: true }>) =>
  state.verification !== undefined;

/** The mail that carries a verification link to `/author/verify-email`. */
export function verificationMail(account: Account, publicUrl: string, token: string): Mail {
  return {
    to: account.email,
    subject: 'Confirm your email for Tessera',
    text: `Hello ${account.firstName},\n\nOpen this link within 24 hours to confirm your email and sign in:\n${publicUrl}/author/verify-email?token=${encodeURIComponent(token)}\n\nIf you did not create a Tessera account, ignore this mail.`,
  };
}

/** A new verification link, replacing the earlier one; null when no account with that email awaits verification. */
export async function requestEmailVerification(store: EventStore, email: string, correlationId: string) {
  const state = await loadAccount(store, email);
  if (!state.registered || !awaitsVerification(state)) return null;
  const { account } = state;
  const token = await issueMailedLink(
    store,
    account,
    'RequestEmailVerification',
    VERIFICATION_LIFETIME_MS,
    correlationId,
  );
  return { account, token };
}

/** Confirms the email if the link is valid (once, within 24 hours); returns the account. */
export async function verifyEmail(store: EventStore, token: string, correlationId: string): Promise<Account> {
  const { streamId, tokenHash } = parseMailedToken(token, VERIFY_INVALID);
  const { state } = await loadAccountStream(store, streamId);
  if (!state.registered) throw badRequest(VERIFY_INVALID);
  const { userId, orgId } = state.account;
  const now = new Date().toISOString();
  await runAccountCommand(store, streamId, { type: 'VerifyEmail', tokenHash, now }, { userId, orgId, correlationId });
  return state.account;
}
