import { handleCommand, loadStream, type CommandContext } from '../../../platform/commands/handle';
import { eventParser } from '../../../platform/commands/parse';
import { badRequest } from '../../../platform/errors';
import type { EventStore } from '../../../platform/eventstore/types';
import { loadAccount, loginStream, type Account } from './accounts';
import { RESET_INVALID, accountDecider, type AccountCommand } from './decider';
import { identityEventSchemas } from './events';
import { newMailedLink, parseMailedToken } from './mailed-links';
import { hashPassword } from './passwords';

const parse = eventParser(identityEventSchemas);

export const RESET_LIFETIME_MS = 60 * 60_000;

const run = (store: EventStore, streamId: string, command: AccountCommand, context: CommandContext) =>
  handleCommand({ store, streamId, decider: accountDecider, parse, command, context });

/** A new reset link for the account, valid for an hour and once; null when no account has that email. */
export async function requestPasswordReset(store: EventStore, email: string, correlationId: string, now = Date.now()) {
  const state = await loadAccount(store, email);
  if (!state.registered) return null;
  const { account } = state;
  const streamId = loginStream(account.email);
  const { token, tokenHash, expiresAt } = newMailedLink(streamId, RESET_LIFETIME_MS, now);
  await run(
    store,
    streamId,
    { type: 'RequestPasswordReset', tokenHash, expiresAt },
    { userId: account.userId, orgId: account.orgId, correlationId },
  );
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
  const { state } = await loadStream(store, streamId, accountDecider, parse);
  if (!state.registered) throw badRequest(RESET_INVALID);
  const { userId, orgId } = state.account;
  const result = await run(store, streamId, command, { userId, orgId, correlationId });
  if (!result.state.registered) throw badRequest(RESET_INVALID);
  return result.state.account;
}
