import { describe, expect, it } from 'vitest';
import { filtersFrom, hasFilters, mayMatch } from '../../../../src/web/admin/log/logFilters';
import { filterSearch, localDayStart } from '../../../../src/web/api/auditLog';
import type { LiveAuditEntry } from '../../../../src/web/live/socket';

const entry: LiveAuditEntry = {
  position: '9/0',
  at: '2026-11-20T23:30:00.000Z',
  actorId: 'u1',
  kind: 'module',
  type: 'CourseRenamed',
  summary: 'renamed the module',
  courseId: 'c1',
  revision: 4,
};

describe('the change log’s filters', () => {
  it('read back from the address what they wrote into it', () => {
    const filters = {
      person: 'u1',
      module: 'c1',
      kind: 'block' as const,
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'quiz',
    };
    expect(filtersFrom(filterSearch(filters))).toEqual(filters);
    expect(filterSearch({ person: 'u1', q: '' }).toString()).toBe('person=u1');
  });

  it('leave out what a garbled address asks for', () => {
    const filters = filtersFrom(new URLSearchParams('kind=nonsense&from=yesterday&to=2026-1-2&q=%20%20&person='));
    expect(filters).toEqual({});
    expect(hasFilters(filters)).toBe(false);
    expect(hasFilters(filtersFrom(new URLSearchParams('kind=sign-in')))).toBe(true);
  });

  it('let through a live entry only when its person, module, kind and day fit', () => {
    expect(mayMatch(entry, {})).toBe(true);
    expect(mayMatch(entry, { person: 'u1', module: 'c1', kind: 'module' })).toBe(true);
    expect(mayMatch(entry, { person: 'u2' })).toBe(false);
    expect(mayMatch(entry, { module: 'c2' })).toBe(false);
    expect(mayMatch(entry, { kind: 'block' })).toBe(false);
    // `to` includes its whole day (here the machine's zone is the tests' UTC).
    expect(mayMatch(entry, { from: '2026-11-20', to: '2026-11-20' })).toBe(true);
    expect(mayMatch(entry, { from: '2026-11-21' })).toBe(false);
    expect(mayMatch(entry, { to: '2026-11-19' })).toBe(false);
    // Words are the server's to match (they include the module's title).
    expect(mayMatch(entry, { q: 'anything' })).toBe(true);
  });

  it('read days in the admin’s own time zone, for the live entries and for the API alike', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Auckland';
    try {
      // 23:30 UTC on the 20th is 12:30 on the 21st in Auckland (UTC+13).
      expect(mayMatch(entry, { from: '2026-11-21', to: '2026-11-21' })).toBe(true);
      expect(mayMatch(entry, { to: '2026-11-20' })).toBe(false);
      expect(localDayStart('2026-11-21').toISOString()).toBe('2026-11-20T11:00:00.000Z');
      expect(localDayStart('2026-11-21', 1).toISOString()).toBe('2026-11-21T11:00:00.000Z');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
