import { eventMetadata } from '../../../platform/commands/handle';
import type { EventStore } from '../../../platform/eventstore/types';
import type { Logger } from '../../../platform/logger';
import type { Account } from '../accounts/accounts';
import { signInFailuresStream } from '../accounts/events';

/**
 * Records a wrong password given for an existing account, without being waited for: the refusal
 * must take as long for an account as for an unknown email, or its timing would tell which emails
 * have accounts. A failure to record is logged, never shown to the caller.
 */
export function recordFailedSignIn(store: EventStore, account: Account, correlationId: string, log: Logger): void {
  const metadata = eventMetadata({ userId: account.userId, orgId: account.orgId, correlationId });
  store
    .appendToStream(
      signInFailuresStream(account.userId),
      [{ type: 'SignInFailed', data: { userId: account.userId }, metadata }],
      {
        expectedVersion: 'any',
      },
    )
    .catch((err: unknown) => log.error({ err }, 'could not record a failed sign-in'));
}
