import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { AppError } from '../../platform/errors';
import { normaliseEmail } from './accounts';
import { createAttemptLimiter } from './attempts';

const FIFTEEN_MINUTES = 15 * 60_000;
export const ACCOUNT_LIMIT = { max: 10, windowMs: FIFTEEN_MINUTES };
/** Counts failures only: many people may share an address, and their successful logins are no threat. */
export const ADDRESS_LIMIT = { max: 30, windowMs: FIFTEEN_MINUTES };

/** The caller's address: the first X-Forwarded-For entry (set by the load balancer) or the socket's peer. */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Throttles password guessing per account (normalised email, known or not, so the answer tells
 * nothing about existence) and per address. In memory: see createAttemptLimiter.
 */
export function createLoginProtection(now: () => number = Date.now) {
  const accounts = createAttemptLimiter({ ...ACCOUNT_LIMIT, now });
  const addresses = createAttemptLimiter({ ...ADDRESS_LIMIT, now });

  return {
    /** Throws 429 with Retry-After while the address, or the account when given, has failed too often. */
    check(c: Context, email?: string): void {
      const wait = Math.max(addresses.retryAfterMs(clientAddress(c)), email ? accounts.retryAfterMs(normaliseEmail(email)) : 0);
      if (wait <= 0) return;
      const minutes = Math.ceil(wait / 60_000);
      c.header('Retry-After', String(Math.ceil(wait / 1000)));
      throw new AppError('too_many_requests', `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`);
    },
    failed(c: Context, email?: string): void {
      addresses.fail(clientAddress(c));
      if (email) accounts.fail(normaliseEmail(email));
    },
    succeeded(email: string): void {
      accounts.clear(normaliseEmail(email));
    },
  };
}
export type LoginProtection = ReturnType<typeof createLoginProtection>;
