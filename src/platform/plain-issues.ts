import { z } from 'zod';

/** A validation issue as zod (or any Standard Schema) reports it; zod adds the bounds and the code. */
export type Issue = {
  readonly path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined;
  readonly message: string;
  readonly code?: string;
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly expected?: string;
  readonly values?: readonly unknown[];
  readonly format?: string;
};

/** `course.title`, `segments.0.text`; `whole` when the issue is about the value itself. */
export const fieldOf = (issue: Pick<Issue, 'path'>, whole: string) =>
  (issue.path ?? []).map((p) => String(typeof p === 'object' ? p.key : p)).join('.') || whole;

const english = z.locales.en();
const count = (n: number | bigint) => n.toLocaleString('en');
const UNITS: Record<string, [one: string, many: string]> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  file: ['byte', 'bytes'],
};
const KINDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};
const FORMATS: Record<string, string> = {
  email: 'an email address',
  url: 'a web address',
  uuid: 'an id',
  datetime: 'a date and time',
  date: 'a date',
};

function bound(issue: Issue, limit: number | bigint, most: boolean): string {
  const unit = UNITS[issue.origin ?? ''];
  const exact = issue.inclusive !== false;
  if (!unit)
    return `must be ${most ? (exact ? 'at most' : 'less than') : exact ? 'at least' : 'more than'} ${count(limit)}`;
  if (!most && exact && Number(limit) === 1)
    return issue.origin === 'string' ? 'must not be empty' : 'needs at least one item';
  const n = exact ? limit : most ? Number(limit) - 1 : Number(limit) + 1;
  return `${most ? 'at most' : 'at least'} ${count(n)} ${Number(n) === 1 ? unit[0] : unit[1]}`;
}

/** zod's own words for an issue ("Too big: expected string to have <=40 characters") in plain words. */
function plainDefault(issue: Issue): string | null {
  switch (issue.code) {
    case 'too_big':
      return issue.maximum === undefined ? null : bound(issue, issue.maximum, true);
    case 'too_small':
      return issue.minimum === undefined ? null : bound(issue, issue.minimum, false);
    case 'invalid_type':
      if (issue.message.endsWith('received undefined')) return 'is required';
      return `must be ${KINDS[issue.expected ?? ''] ?? issue.expected}`;
    case 'invalid_value': {
      const values = (issue.values ?? []).map((v) => JSON.stringify(v));
      return values.length === 1 ? `must be ${values[0]}` : `must be one of ${values.join(', ')}`;
    }
    case 'invalid_format':
      return `must be ${FORMATS[issue.format ?? ''] ?? 'in the expected form'}`;
    default:
      return null;
  }
}

/** zod says it this way when the schema gave no words of its own. */
const isZodDefault = (issue: Issue) =>
  issue.code === 'invalid_type'
    ? issue.message.startsWith(`Invalid input: expected ${issue.expected}`)
    : issue.code !== undefined && issue.message === english.localeError?.(issue as never);

/** Why a value was refused, in words for people: the schema's own when it has them, else plain ones. */
export const plainReason = (issue: Issue): string =>
  (isZodDefault(issue) ? plainDefault(issue) : null) ?? issue.message;

/** Every issue as "field: reason", joined: one sentence for a person (or a model) to act on. */
export const describeIssues = (issues: readonly Issue[], whole: string): string =>
  issues.map((issue) => `${fieldOf(issue, whole)}: ${plainReason(issue)}`).join('; ');
