import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../../src/platform/realtime/protocol';
import type { CourseDetail } from '../../../src/web/api/courses';
import { isAuthorToken } from '../../../src/web/api/tokenClaims';
import { shownValue } from '../../../src/web/editor/shownValue';
import { timeAgo } from '../../../src/web/format/timeAgo';
import { emptyContent } from '../../../src/modules/courses/content/content';
import { applyCourseEvent } from '../../../src/web/live/applyCourseEvent';
import { comparePositions } from '../../../src/web/api/position';

describe('comparePositions', () => {
  it('compares commit first, then prepare, beyond the safe integer range', () => {
    expect(comparePositions('2/0', '10/0')).toBe(-1);
    expect(comparePositions('5/10', '5/9')).toBe(1);
    expect(comparePositions('18446744073709551615/1', '18446744073709551615/1')).toBe(0);
    expect(comparePositions('9007199254740993/0', '9007199254740992/0')).toBe(1);
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2025-06-10T12:00:00.000Z');
  it.each([
    ['2025-06-10T11:59:01.000Z', 'just now'],
    ['2025-06-10T11:59:00.000Z', '1 minute ago'],
    ['2025-06-10T11:15:00.000Z', '45 minutes ago'],
    ['2025-06-10T09:00:00.000Z', '3 hours ago'],
    ['2025-06-09T12:00:00.000Z', 'yesterday'],
    ['2025-06-13T12:00:00.000Z', 'just now'],
  ])('%s → %s', (iso, expected) => {
    expect(timeAgo(iso, now)).toBe(expected);
  });
});

describe('isAuthorToken', () => {
  const now = Date.parse('2025-06-10T12:00:00.000Z');
  const token = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
  const exp = now / 1000 + 60;

  it('accepts an unexpired non-partner token with author roles', () => {
    expect(isAuthorToken(token({ roles: ['USER'], exp }), now)).toBe(true);
  });
  it.each([
    ['expired', { roles: ['USER'], exp: now / 1000 }],
    ['collaborator', { roles: ['USER', 'Collaborator'], exp }],
    ['partner', { roles: ['USER'], exp, partner: 'acme' }],
    ['no roles', { roles: [], exp }],
  ])('refuses a token that is %s', (_, claims) => {
    expect(isAuthorToken(token(claims), now)).toBe(false);
  });
  it('refuses something that is not a token', () => {
    expect(isAuthorToken('garbage', now)).toBe(false);
  });
});

describe('applyCourseEvent', () => {
  const content = emptyContent('Old', 'D');
  const cached = {
    course: { id: 'c1', title: 'Old', description: 'D', status: 'IN_PROGRESS', createdAt: 'a', savedAt: 'b', content },
    revision: 3,
  } as CourseDetail;
  const event = (type: string, version: number, data: unknown): LiveEvent => ({
    id: 'e',
    type,
    streamId: 'course-c1',
    version,
    position: '1/1',
    data,
    recordedAt: 'later',
  });

  it('applies a newer rename, description, structure change or status', () => {
    const renamed = applyCourseEvent(cached, event('CourseRenamed', 4, { courseId: 'c1', title: 'New' }));
    expect(renamed).toMatchObject({
      course: { title: 'New', savedAt: 'later', content: { title: 'New' } },
      revision: 4,
    });
    expect(
      applyCourseEvent(cached, event('CourseDescribed', 4, { courseId: 'c1', description: 'E' })).course.description,
    ).toBe('E');
    const paged = applyCourseEvent(cached, event('PageAdded', 4, { courseId: 'c1', pageId: 'p1', index: 0 }));
    expect(paged.course.content.pages).toEqual([{ id: 'p1', sectionIds: [] }]);
    expect(
      applyCourseEvent(cached, event('CoursePublished', 4, { courseId: 'c1', publishedAt: 'now' })).course.status,
    ).toBe('PUBLISHED');
  });
  it('keeps the cache when the event is not newer or malformed; other events only advance the revision', () => {
    expect(applyCourseEvent(cached, event('CourseRenamed', 3, { title: 'Stale' }))).toBe(cached);
    expect(applyCourseEvent(cached, event('CourseRenamed', 9, { title: 42 }))).toBe(cached);
    expect(applyCourseEvent(cached, event('CourseTagsChanged', 9, { courseId: 'c1', tags: [] }))).toMatchObject({
      revision: 9,
      course: { title: 'Old' },
    });
  });
});

describe('shownValue', () => {
  const trim = (value: string) => value.trim();
  it('prefers an unsaved local value', () => {
    expect(shownValue('mine ', 'mine ', 'theirs', trim)).toBe('mine ');
  });
  it('keeps what was typed when the server stored it normalised', () => {
    expect(shownValue(undefined, 'Hello ', 'Hello', trim)).toBe('Hello ');
  });
  it('shows the server copy when it is a different value', () => {
    expect(shownValue(undefined, 'Hello ', 'Renamed', trim)).toBe('Renamed');
    expect(shownValue(undefined, undefined, 'Server', trim)).toBe('Server');
  });
});
