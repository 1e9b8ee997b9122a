import { PLAYER_WORDS, type PlayerWordKey } from '../../modules/courses/translation/shared';
import { isApiError } from '../api/errors';

/** A word the server would not save, and why ("is not a valid message (check its braces)"). */
export type RefusedWord = { key: PlayerWordKey; reason: string };

type FieldIssue = { field?: unknown; reason?: unknown };

/**
 * The word a refused save names: the server's check of a message says it as one field
 * (`words.cover.start`), its check of the request's shape (a text too long) as a list of them.
 */
export function refusedWord(error: unknown): RefusedWord | null {
  if (!isApiError(error, 400)) return null;
  const issues = (Array.isArray(error.details) ? error.details : [error.details]) as FieldIssue[];
  for (const issue of issues) {
    const key = typeof issue?.field === 'string' ? issue.field.replace(/^words\./, '') : '';
    if (Object.hasOwn(PLAYER_WORDS, key) && typeof issue.reason === 'string')
      return { key: key as PlayerWordKey, reason: issue.reason };
  }
  return null;
}
