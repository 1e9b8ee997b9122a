import { createMiddleware } from 'hono/factory';
import { badRequest } from '../errors';
import type { AppEnv } from './env';

/** NUL, or a UTF-16 surrogate without its pair: text PostgreSQL cannot store (and no person types). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this check looks for
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isSafeString = (value: string) => !UNSAFE.test(value);

/** The path (`a.b.0.c`) of the first string, or object key, in `value` that is not safe; null when all are. */
export function unsafeStringPath(value: unknown, path: readonly string[] = []): string | null {
  const here = () => path.join('.') || '(root)';
  if (typeof value === 'string') return isSafeString(value) ? null : here();
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (!isSafeString(key)) return here();
    const found = unsafeStringPath(inner, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

export const unsafeStringError = (field: string) =>
  badRequest(`Invalid ${field}: must not contain NUL or unpaired surrogate characters`, [
    { field, reason: 'must not contain NUL or unpaired surrogate characters' },
  ]);

/** Percent-decoded; a sequence that is not UTF-8 (how a lone surrogate arrives in a URL) stays as it came. */
const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const PLAIN_TARGET = /^[\x21-\x24\x26-\x7e]*$/;

/** Refuses a request whose path or query string holds NUL or a lone surrogate, whichever route it is for. */
export const safeRequestTarget = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    // Printable ASCII with no percent escape can hold neither: most requests stop here, parsing nothing.
    if (PLAIN_TARGET.test(c.req.url)) return next();
    if (!isSafeString(decoded(new URL(c.req.url).pathname))) throw unsafeStringError('path');
    for (const [name, values] of Object.entries(c.req.queries())) {
      if (!isSafeString(name) || values.some((v) => !isSafeString(v)))
        throw unsafeStringError(isSafeString(name) ? name : 'query');
    }
    await next();
  });
