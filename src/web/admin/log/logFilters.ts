import { AUDIT_KINDS, type AuditKind } from '../../../modules/admin/shared';
import type { LiveAuditEntry } from '../../live/socket';
import { type AuditFilters, localDayStart } from '../../api/auditLog';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isKind = (value: string): value is AuditKind => (AUDIT_KINDS as readonly string[]).includes(value);
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);
const text = (value: string | null) => value?.trim() || undefined;

/** The filters a shared or reloaded address asks for; what it garbles is left out, not refused. */
export function filtersFrom(search: URLSearchParams): AuditFilters {
  const kind = search.get('kind') ?? '';
  return {
    person: text(search.get('person')),
    module: text(search.get('module')),
    kind: isKind(kind) ? kind : undefined,
    from: day(search.get('from')),
    to: day(search.get('to')),
    q: text(search.get('q')),
  };
}

export const hasFilters = (filters: AuditFilters): boolean => Object.values(filters).some(Boolean);

/**
 * Whether a live entry may belong in the filtered log: person, module, kind and days are checked
 * here; the words (`q`) also match the module's title, which the live message lacks, so the server decides those.
 */
export function mayMatch(entry: LiveAuditEntry, filters: AuditFilters): boolean {
  const at = Date.parse(entry.at);
  if (filters.person && entry.actorId !== filters.person) return false;
  if (filters.module && entry.courseId !== filters.module) return false;
  if (filters.kind && entry.kind !== filters.kind) return false;
  if (filters.from && at < localDayStart(filters.from).getTime()) return false;
  if (filters.to && at >= localDayStart(filters.to, 1).getTime()) return false;
  return true;
}

/** Each kind of change in words, in the order the filter lists them. */
export const KIND_LABELS: Record<AuditKind, string> = {
  module: 'Module',
  block: 'Block',
  comment: 'Comment',
  theme: 'Theme',
  media: 'Media',
  translation: 'Translation',
  collaborator: 'Collaborator',
  member: 'Member',
  role: 'Role',
  invite: 'Invite',
  'sign-in': 'Sign-in',
  partner: 'Partner sign-in',
  dispatch: 'Dispatch',
  ai: 'AI assistant',
  account: 'Account',
  organisation: 'Organisation',
  preference: 'Preference',
};

export const kindLabel = (kind: string): string => (isKind(kind) ? KIND_LABELS[kind] : kind);
