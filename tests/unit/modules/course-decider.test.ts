import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/platform/commands/decider';
import { AppError } from '../../../src/platform/errors';
import { courseDecider, type CourseCommand } from '../../../src/modules/courses/decider';
import type { CourseEvent } from '../../../src/modules/courses/events';
import { emptyContent } from '../../../src/modules/courses/content/content';

const created: CourseEvent = {
  type: 'CourseCreated',
  data: { courseId: 'c1', orgId: 'o1', createdBy: 'u1', title: 'Safety', description: '' },
};

/** given events, when command, then events (or an error). */
const when = (given: CourseEvent[], command: CourseCommand) =>
  courseDecider.decide(command, fold(courseDecider, given));

describe('course decider', () => {
  it('creates a course that starts IN_PROGRESS', () => {
    const events = when([], {
      type: 'CreateCourse',
      courseId: 'c1',
      orgId: 'o1',
      createdBy: 'u1',
      content: emptyContent('Safety', ''),
    });
    expect(events).toEqual([created]);
    expect(fold(courseDecider, events)).toEqual({
      exists: true,
      course: {
        id: 'c1',
        orgId: 'o1',
        createdBy: 'u1',
        ownerId: 'u1',
        status: 'IN_PROGRESS',
        tags: [],
        thumbnail: null,
        deletedAt: null,
        duplicatedFrom: null,
        mono: null,
        publishedAt: null,
        live: false,
        content: emptyContent('Safety', ''),
      },
    });
  });

  it('refuses to create a course twice', () => {
    expect(() =>
      when([created], {
        type: 'CreateCourse',
        courseId: 'c1',
        orgId: 'o1',
        createdBy: 'u1',
        content: emptyContent('x', ''),
      }),
    ).toThrow(AppError);
  });

  it('renames and describes only what changed', () => {
    expect(
      when([created], { type: 'UpdateCourse', courseId: 'c1', orgId: 'o1', title: 'Safety 2', description: 'New' }),
    ).toEqual([
      { type: 'CourseRenamed', data: { courseId: 'c1', title: 'Safety 2' } },
      { type: 'CourseDescribed', data: { courseId: 'c1', description: 'New' } },
    ]);
    expect(
      when([created], { type: 'UpdateCourse', courseId: 'c1', orgId: 'o1', title: 'Safety', description: '' }),
    ).toEqual([]);
    const renamed: CourseEvent = { type: 'CourseRenamed', data: { courseId: 'c1', title: 'Later' } };
    expect(when([created, renamed], { type: 'UpdateCourse', courseId: 'c1', orgId: 'o1', title: 'Later' })).toEqual([]);
  });

  it('a missing course, or one of another organisation, is not found', () => {
    const missing = () => when([], { type: 'UpdateCourse', courseId: 'c1', orgId: 'o1', title: 'x' });
    const foreign = () => when([created], { type: 'UpdateCourse', courseId: 'c1', orgId: 'o2', title: 'x' });
    for (const attempt of [missing, foreign]) {
      expect(attempt).toThrow(expect.objectContaining({ code: 'not_found', message: 'Course not found' }));
    }
  });
});

const owner = { userId: 'u1', isAdmin: false };
const admin = { userId: 'a1', isAdmin: true };
const stranger = { userId: 'u2', isAdmin: false };
const deleted: CourseEvent = { type: 'CourseDeleted', data: { courseId: 'c1', deletedAt: '2026-01-01T00:00:00.000Z' } };

describe('course decider: labels', () => {
  const tagged: CourseEvent = { type: 'CourseTagsChanged', data: { courseId: 'c1', tags: ['Safety', 'Onboarding'] } };

  it('adds labels, folding case and spaces, keeping the first spelling', () => {
    expect(
      when([created, tagged], {
        type: 'ChangeTags',
        courseId: 'c1',
        orgId: 'o1',
        tags: ['  safety ', 'Fire   drill'],
        replace: false,
      }),
    ).toEqual([{ type: 'CourseTagsChanged', data: { courseId: 'c1', tags: ['Safety', 'Onboarding', 'Fire drill'] } }]);
  });

  it('replaces labels, and changes nothing when they are the same', () => {
    expect(
      when([created, tagged], { type: 'ChangeTags', courseId: 'c1', orgId: 'o1', tags: ['HR'], replace: true }),
    ).toEqual([{ type: 'CourseTagsChanged', data: { courseId: 'c1', tags: ['HR'] } }]);
    expect(
      when([created, tagged], {
        type: 'ChangeTags',
        courseId: 'c1',
        orgId: 'o1',
        tags: ['Safety', 'Onboarding'],
        replace: true,
      }),
    ).toEqual([]);
  });

  it('removes one label whatever its case', () => {
    expect(when([created, tagged], { type: 'RemoveTag', courseId: 'c1', orgId: 'o1', tag: 'SAFETY' })).toEqual([
      { type: 'CourseTagsChanged', data: { courseId: 'c1', tags: ['Onboarding'] } },
    ]);
    expect(when([created, tagged], { type: 'RemoveTag', courseId: 'c1', orgId: 'o1', tag: 'absent' })).toEqual([]);
  });

  it('refuses more than 20 labels or one longer than 40 characters', () => {
    const many = Array.from({ length: 21 }, (_, i) => `l${i}`);
    expect(() =>
      when([created], { type: 'ChangeTags', courseId: 'c1', orgId: 'o1', tags: many, replace: true }),
    ).toThrow('at most 20 labels');
    expect(() =>
      when([created], { type: 'ChangeTags', courseId: 'c1', orgId: 'o1', tags: ['x'.repeat(41)], replace: true }),
    ).toThrow('at most 40 characters');
  });
});

describe('course decider: delete, restore, transfer', () => {
  it('the owner or an admin deletes; anyone else is refused', () => {
    const at = '2026-02-01T00:00:00.000Z';
    expect(when([created], { type: 'DeleteCourse', courseId: 'c1', orgId: 'o1', actor: owner, at })).toEqual([
      { type: 'CourseDeleted', data: { courseId: 'c1', deletedAt: at } },
    ]);
    expect(when([created], { type: 'DeleteCourse', courseId: 'c1', orgId: 'o1', actor: admin, at })).toHaveLength(1);
    expect(() => when([created], { type: 'DeleteCourse', courseId: 'c1', orgId: 'o1', actor: stranger, at })).toThrow(
      expect.objectContaining({ code: 'forbidden' }),
    );
  });

  it('a deleted course is not found for edits, and restores within 30 days only', () => {
    expect(() => when([created, deleted], { type: 'UpdateCourse', courseId: 'c1', orgId: 'o1', title: 'x' })).toThrow(
      'Course not found',
    );
    expect(
      when([created, deleted], {
        type: 'RestoreCourse',
        courseId: 'c1',
        orgId: 'o1',
        actor: owner,
        now: '2026-01-31T00:00:00.000Z',
      }),
    ).toEqual([{ type: 'CourseRestored', data: { courseId: 'c1' } }]);
    expect(() =>
      when([created, deleted], {
        type: 'RestoreCourse',
        courseId: 'c1',
        orgId: 'o1',
        actor: owner,
        now: '2026-01-31T00:00:01.000Z',
      }),
    ).toThrow('30 days');
    expect(() =>
      when([created, deleted], {
        type: 'RestoreCourse',
        courseId: 'c1',
        orgId: 'o1',
        actor: stranger,
        now: '2026-01-02T00:00:00.000Z',
      }),
    ).toThrow(expect.objectContaining({ code: 'forbidden' }));
    expect(() =>
      when([created], {
        type: 'RestoreCourse',
        courseId: 'c1',
        orgId: 'o1',
        actor: owner,
        now: '2026-01-02T00:00:00.000Z',
      }),
    ).toThrow('Course not found');
  });

  it('only an admin transfers ownership, and the new owner may then delete', () => {
    const transfer = when([created], {
      type: 'TransferOwnership',
      courseId: 'c1',
      orgId: 'o1',
      actor: admin,
      newOwnerId: 'u2',
    });
    expect(transfer).toEqual([
      { type: 'CourseOwnerChanged', data: { courseId: 'c1', ownerId: 'u2', previousOwnerId: 'u1' } },
    ]);
    expect(() =>
      when([created], { type: 'TransferOwnership', courseId: 'c1', orgId: 'o1', actor: owner, newOwnerId: 'u2' }),
    ).toThrow(expect.objectContaining({ code: 'forbidden' }));
    expect(
      when([created, ...transfer], {
        type: 'DeleteCourse',
        courseId: 'c1',
        orgId: 'o1',
        actor: stranger,
        at: '2026-01-01T00:00:00.000Z',
      }),
    ).toHaveLength(1);
    expect(() =>
      when([created, ...transfer], {
        type: 'DeleteCourse',
        courseId: 'c1',
        orgId: 'o1',
        actor: owner,
        at: '2026-01-01T00:00:00.000Z',
      }),
    ).toThrow(expect.objectContaining({ code: 'forbidden' }));
  });

  it('creates a duplicate with its labels and thumbnail in one change', () => {
    const thumbnail = { type: 'image' as const, url: '/thumbnails/placeholder-1.svg' };
    expect(
      when([], {
        type: 'CreateCourse',
        courseId: 'c2',
        orgId: 'o1',
        createdBy: 'u1',
        content: emptyContent('Copy', 'd'),
        tags: ['HR'],
        thumbnail,
        duplicatedFrom: 'c1',
      }),
    ).toEqual([
      {
        type: 'CourseCreated',
        data: { courseId: 'c2', orgId: 'o1', createdBy: 'u1', title: 'Copy', description: 'd', duplicatedFrom: 'c1' },
      },
      { type: 'CourseTagsChanged', data: { courseId: 'c2', tags: ['HR'] } },
      { type: 'CourseThumbnailChanged', data: { courseId: 'c2', thumbnail } },
    ]);
  });
});
