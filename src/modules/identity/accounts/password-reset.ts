import { badRequest } from '../../../platform/errors';
import type { EventStore } from '../../../platform/eventstore/types';
import { type Account, issueMailedLink, loadAccount } from './accounts';
import { loadAccountStream, runAccountCommand } from './account-stream';
import { RESET_INVALID } from './decider';
import { parseMailedToken } from './mailed-links';
import { hashPassword } from './passwords';

const RESET_LIFETIME_MS = 60 * 60_000;

/** A new reset link for the account, valid for an hour and once; null when no account has that email. */
export async function requestPasswordReset(store: EventStore, email: string, correlationId: string, now = Date.now()) {
  const state = await loadAccount(store, email);
  if (!state.registered) return null;
  const { account } = state;
  const token = await issueMailedLink(store, account, 'RequestPasswordReset', RESET_LIFETIME_MS, correlationId, now);
  return { account, token };
}

/** Sets the new password if the link is valid; the account's session ends. Returns the account. */
export async function resetPassword(
  store: EventStore,
  token: string,
  password: string,
  correlationId: string,
): Promise<Account> {
  const { streamId, tokenHash } = parseMailedToken(token, RESET_INVALID);
  const passwordHash = await hashPassword(password);
  const command = { type: 'ResetPassword' as const, tokenHash, now: new Date().toISOString(), passwordHash };
  const { state } = await loadAccountStream(store, streamId);
  if (!state.registered) throw badRequest(RESET_INVALID);
  const { userId, orgId } = state.account;
  const result = await runAccountCommand(store, streamId, command, { userId, orgId, correlationId });
  if (!result.state.registered) throw badRequest(RESET_INVALID);
  return result.state.account;
}
