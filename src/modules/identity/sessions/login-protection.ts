import type { Context } from 'hono';
import type { ClientAddress } from '../../../platform/http/client-address';
import { createRateLimiter, type RateLimit } from '../../../platform/limits/rate-limiter';
import { retryLater } from '../../../platform/limits/retry-later';
import { normaliseEmail } from '../accounts/accounts';
import type { Db } from '../../../platform/db/database';

const FIFTEEN_MINUTES = 15 * 60_000;
/**
 * Failures only count: many people may share an address, and their successful logins are no
 * threat (an attempt counts while it runs and is forgiven when it succeeds). Per account *and*
 * address: a guesser slows down without locking the owner out, who logs in from elsewhere. Per
 * account across addresses: a long ceiling against guessing spread over many addresses. Per
 * address: one client trying many accounts.
 */
export const LOGIN_LIMITS = {
  accountFromAddress: { max: 10, windowMs: FIFTEEN_MINUTES },
  account: { max: 100, windowMs: 60 * 60_000 },
  address: { max: 30, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, RateLimit>;

/**
 * Throttles password guessing (and other guessable or mail-sending calls) with counters in the
 * database, shared by every instance. The account is the normalised email, known or not, so the
 * answer tells nothing about existence. `name` keeps separate uses apart (login, reset mails).
 */
export function createLoginProtection(deps: { db: Db; name: string; addressOf: ClientAddress; now?: () => number }) {
  const limiter = (kind: keyof typeof LOGIN_LIMITS) =>
    createRateLimiter(deps.db, `${deps.name}:${kind}`, LOGIN_LIMITS[kind], deps.now);
  const accountFromAddress = limiter('accountFromAddress');
  const account = limiter('account');
  const address = limiter('address');
  /** The counters an attempt from this request, for this account if any, goes to. */
  const countersOf = (c: Context, email: string | undefined) => {
    const from = deps.addressOf(c);
    if (email === undefined) return { address: from };
    const who = normaliseEmail(email);
    return { address: from, account: who, accountFromAddress: `${who}\n${from}` };
  };

  return {
    /**
     * Counts the attempt before it is tried, so guesses sent together cannot all pass a limit
     * that none has reached yet; throws 429 with Retry-After once a counter is over its limit.
     */
    async attempt(c: Context, email?: string): Promise<void> {
      const keys = countersOf(c, email);
      const waits = await Promise.all([
        address.hit(keys.address),
        keys.account === undefined ? 0 : account.hit(keys.account),
        keys.accountFromAddress === undefined ? 0 : accountFromAddress.hit(keys.accountFromAddress),
      ]);
      const wait = Math.max(...waits);
      if (wait > 0) throw retryLater(c, wait);
    },
    /** A successful attempt does not count, and the account's earlier failures from this address are forgiven. */
    async succeeded(c: Context, email?: string): Promise<void> {
      const keys = countersOf(c, email);
      await Promise.all([
        address.forgive(keys.address),
        keys.account === undefined ? undefined : account.forgive(keys.account),
        keys.accountFromAddress === undefined ? undefined : accountFromAddress.clear(keys.accountFromAddress),
      ]);
    },
  };
}
export type LoginProtection = ReturnType<typeof createLoginProtection>;
