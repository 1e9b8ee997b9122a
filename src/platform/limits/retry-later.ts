import type { Context } from 'hono';
import { AppError } from '../errors';

/** The 429 of every limit: `Retry-After` in seconds and the wait in words. */
export function retryLater(c: Context, waitMs: number): AppError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return new AppError(
    'too_many_requests',
    `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  );
}
