import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isStoreUnavailable } from '../db/unavailable';
import { AppError, type ErrorCode } from '../errors';
import { closeAfterAnswer } from './close-after-answer';
import { WrongExpectedVersionError } from '../eventstore/types';
import type { AppEnv } from './env';

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  too_many_requests: 429,
  unavailable: 503,
};

/** The one place errors become HTTP: `{ message, details? }`, never a stack trace. */
export function onError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    // What follows a body too large is never read: the connection closes after this answer.
    if (error.code === 'payload_too_large') closeAfterAnswer(c);
    const body =
      error.details === undefined ? { message: error.message } : { message: error.message, details: error.details };
    return c.json(body, STATUS[error.code]);
  }
  if (error instanceof WrongExpectedVersionError) {
    return c.json(
      {
        message: 'The module was changed by someone else; reload and try again',
        details: { expected: String(error.expected), actual: String(error.actual) },
      },
      412,
    );
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ message: error.message || 'Bad request' }, error.status as ContentfulStatusCode);
  }
  if (isStoreUnavailable(error)) {
    // A database restart or failover: the request did nothing the client can rely on, and may be sent again.
    c.var.log?.warn({ err: error }, 'database unavailable');
    c.header('Retry-After', '1');
    return c.json({ message: 'Tessera cannot reach its database for a moment; try again' }, 503);
  }
  c.var.log?.error({ err: error }, 'unhandled error');
  return c.json({ message: 'Internal server error' }, 500);
}
