import { createMiddleware } from 'hono/factory';
import { badRequest } from '../errors';
import type { AppEnv } from './env';

/** NUL, or a UTF-16 surrogate without its pair: text PostgreSQL cannot store (and no person types). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this check looks for
const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const isSafeString = (value: string) => !UNSAFE.test(value);

/** Deeper than any request Tessera takes (a module's blocks are a handful of levels): refused before anything walks it. */
const MAX_INPUT_DEPTH = 64;

export type InputProblem = { unsafe: string } | { tooDeep: string };

/**
 * The first problem of an input: a string or object key (at its path, `a.b.0.c`) that is not
 * safe, or nesting past MAX_INPUT_DEPTH; null when there is none. Walked without recursion, so no
 * input can exhaust the stack.
 */
export function inputProblem(value: unknown): InputProblem | null {
  const stack: Array<{ value: unknown; path: string[] }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: here, path } = stack.pop()!;
    const at = path.join('.') || '(root)';
    if (typeof here === 'string') {
      if (!isSafeString(here)) return { unsafe: at };
      continue;
    }
    if (here === null || typeof here !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return { tooDeep: at };
    const entries = Object.entries(here);
    // Pushed in reverse: the first unsafe field in reading order is the one named.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      if (!isSafeString(key)) return { unsafe: at };
      stack.push({ value: inner, path: [...path, key] });
    }
  }
  return null;
}

export const tooDeepError = (field: string) =>
  badRequest(`Invalid ${field}: nested more than ${MAX_INPUT_DEPTH} levels deep`, [
    { field, reason: `nested more than ${MAX_INPUT_DEPTH} levels deep` },
  ]);

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
