import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/platform/commands/decider';
import { deciderSpec } from '../../support/decider-spec';
import { courseDecider, type CourseCommand } from '../../../src/modules/courses/decider';
import type { CourseEvent } from '../../../src/modules/courses/events';
import { emptyContent } from '../../../src/modules/courses/content/content';

const created: CourseEvent = {
  type: 'CourseCreated',
  data: { courseId: 'c1', orgId: 'o1', createdBy: 'u1', title: 'Safety', description: '' },
};

const spec = deciderSpec(courseDecider);
const decided = (given: CourseEvent[], command: CourseCommand) =>
  courseDecider.decide(command, fold(courseDecider, given));

describe('course decider', () => {
  it('creates a course that starts IN_PROGRESS', () => {
    const events = decided([], {
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
        thumbnails: { draft: null, published: null, updatedAt: null },
        deletedAt: null,
        duplicatedFrom: null,
        mono: null,
        publishedAt: null,
        live: false,
        content: emptyContent('Safety', ''),
        translations: { sourceLanguage: 'en', languages: [], byLanguage: {} },
      },
    });
  });

  it('refuses to create a course twice', () => {
    spec
      .given([created])
      .when({
        type: 'CreateCourse',
        courseId: 'c1',
        orgId: 'o1',
        createdBy: 'u1',
        content: emptyContent('x', ''),
      })
      .thenThrows('A course with this id already exists');
  });

  it('renames and describes only what changed', () => {
    spec
      .given([created])
      .when({ type: 'UpdateCourse', courseId: 'c1', orgId: 'o1', title: 'Safety 2', description: 'New' })
      .thenEmits([
        { type: 'CourseRenamed', data: { courseId: 'c1', title: 'Safety 2' } },
        { type: 'CourseDescribed', data: { courseId: 'c1', description: 'New' } },
      ]);
    spec
      .given([created])
      .when({ type: 'UpdateCourse', courseId: 'c1', orgId: 'o1', title: 'Safety', description: '' })
      .thenEmitsNothing();
    const renamed: CourseEvent = { type: 'CourseRenamed', data: { courseId: 'c1', title: 'Later' } };
    spec
      .given([created, renamed])
      .when({ type: 'UpdateCourse', courseId: 'c1', orgId: 'o1', title: 'Later' })
      .thenEmitsNothing();
  });

  it('a missing course, or one of another organisation, is not found', () => {
    const notFound = { code: 'not_found', message: 'Course not found' };
    spec.given([]).when({ type: 'UpdateCourse', courseId: 'c1', orgId: 'o1', title: 'x' }).thenThrows(notFound);
    spec.given([created]).when({ type: 'UpdateCourse', courseId: 'c1', orgId: 'o2', title: 'x' }).thenThrows(notFound);
  });
});

const owner = { userId: 'u1', isAdmin: false };
const admin = { userId: 'a1', isAdmin: true };
const stranger = { userId: 'u2', isAdmin: false };
const deleted: CourseEvent = { type: 'CourseDeleted', data: { courseId: 'c1', deletedAt: '2026-01-01T00:00:00.000Z' } };

describe('course decider: labels', () => {
  const tagged: CourseEvent = { type: 'CourseTagsChanged', data: { courseId: 'c1', tags: ['Safety', 'Onboarding'] } };

  it('adds labels, folding case and spaces, keeping the first spelling', () => {
    spec
      .given([created, tagged])
      .when({
        type: 'ChangeTags',
        courseId: 'c1',
        orgId: 'o1',
        tags: ['  safety ', 'Fire   drill'],
        replace: false,
      })
      .thenEmits([
        { type: 'CourseTagsChanged', data: { courseId: 'c1', tags: ['Safety', 'Onboarding', 'Fire drill'] } },
      ]);
  });

  it('replaces labels, and changes nothing when they are the same', () => {
    spec
      .given([created, tagged])
      .when({ type: 'ChangeTags', courseId: 'c1', orgId: 'o1', tags: ['HR'], replace: true })
      .thenEmits([{ type: 'CourseTagsChanged', data: { courseId: 'c1', tags: ['HR'] } }]);
    spec
      .given([created, tagged])
      .when({
        type: 'ChangeTags',
        courseId: 'c1',
        orgId: 'o1',
        tags: ['Safety', 'Onboarding'],
        replace: true,
      })
      .thenEmitsNothing();
  });

  it('removes one label whatever its case', () => {
    spec
      .given([created, tagged])
      .when({ type: 'RemoveTag', courseId: 'c1', orgId: 'o1', tag: 'SAFETY' })
      .thenEmits([{ type: 'CourseTagsChanged', data: { courseId: 'c1', tags: ['Onboarding'] } }]);
    spec
      .given([created, tagged])
      .when({ type: 'RemoveTag', courseId: 'c1', orgId: 'o1', tag: 'absent' })
      .thenEmitsNothing();
  });

  it('refuses more than 20 labels or one longer than 40 characters', () => {
    const many = Array.from({ length: 21 }, (_, i) => `l${i}`);
    spec
      .given([created])
      .when({ type: 'ChangeTags', courseId: 'c1', orgId: 'o1', tags: many, replace: true })
      .thenThrows('at most 20 labels');
    spec
      .given([created])
      .when({ type: 'ChangeTags', courseId: 'c1', orgId: 'o1', tags: ['x'.repeat(41)], replace: true })
      .thenThrows('at most 40 characters');
  });
});

describe('course decider: delete, restore, transfer', () => {
  it('the owner or an admin deletes; anyone else is refused', () => {
    const at = '2026-02-01T00:00:00.000Z';
    spec
      .given([created])
      .when({ type: 'DeleteCourse', courseId: 'c1', orgId: 'o1', actor: owner, at })
      .thenEmits([{ type: 'CourseDeleted', data: { courseId: 'c1', deletedAt: at } }]);
    spec
      .given([created])
      .when({ type: 'DeleteCourse', courseId: 'c1', orgId: 'o1', actor: admin, at })
      .thenEmitsTypes(['CourseDeleted']);
    spec
      .given([created])
      .when({ type: 'DeleteCourse', courseId: 'c1', orgId: 'o1', actor: stranger, at })
      .thenThrows({ code: 'forbidden' });
  });

  it('a deleted course is not found for edits, and restores within 30 days only', () => {
    spec
      .given([created, deleted])
      .when({ type: 'UpdateCourse', courseId: 'c1', orgId: 'o1', title: 'x' })
      .thenThrows('Course not found');
    spec
      .given([created, deleted])
      .when({
        type: 'RestoreCourse',
        courseId: 'c1',
        orgId: 'o1',
        actor: owner,
        now: '2026-01-31T00:00:00.000Z',
      })
      .thenEmits([{ type: 'CourseRestored', data: { courseId: 'c1' } }]);
    spec
      .given([created, deleted])
      .when({
        type: 'RestoreCourse',
        courseId: 'c1',
        orgId: 'o1',
        actor: owner,
        now: '2026-01-31T00:00:01.000Z',
      })
      .thenThrows('30 days');
    spec
      .given([created, deleted])
      .when({
        type: 'RestoreCourse',
        courseId: 'c1',
        orgId: 'o1',
        actor: stranger,
        now: '2026-01-02T00:00:00.000Z',
      })
      .thenThrows({ code: 'forbidden' });
    spec
      .given([created])
      .when({
        type: 'RestoreCourse',
        courseId: 'c1',
        orgId: 'o1',
        actor: owner,
        now: '2026-01-02T00:00:00.000Z',
      })
      .thenThrows('Course not found');
  });

  it('only an admin transfers ownership, and the new owner may then delete', () => {
    const transfer = decided([created], {
      type: 'TransferOwnership',
      courseId: 'c1',
      orgId: 'o1',
      actor: admin,
      newOwnerId: 'u2',
    });
    spec
      .given([created])
      .when({ type: 'TransferOwnership', courseId: 'c1', orgId: 'o1', actor: admin, newOwnerId: 'u2' })
      .thenEmits([{ type: 'CourseOwnerChanged', data: { courseId: 'c1', ownerId: 'u2', previousOwnerId: 'u1' } }]);
    spec
      .given([created])
      .when({ type: 'TransferOwnership', courseId: 'c1', orgId: 'o1', actor: owner, newOwnerId: 'u2' })
      .thenThrows({ code: 'forbidden' });
    spec
      .given([created, ...transfer])
      .when({ type: 'DeleteCourse', courseId: 'c1', orgId: 'o1', actor: stranger, at: '2026-01-01T00:00:00.000Z' })
      .thenEmitsTypes(['CourseDeleted']);
    spec
      .given([created, ...transfer])
      .when({
        type: 'DeleteCourse',
        courseId: 'c1',
        orgId: 'o1',
        actor: owner,
        at: '2026-01-01T00:00:00.000Z',
      })
      .thenThrows({ code: 'forbidden' });
  });

  it('creates a duplicate with its labels and thumbnail in one change', () => {
    const thumbnail = { type: 'image' as const, url: '/thumbnails/placeholder-1.svg' };
    spec
      .given([])
      .when({
        type: 'CreateCourse',
        courseId: 'c2',
        orgId: 'o1',
        createdBy: 'u1',
        content: emptyContent('Copy', 'd'),
        tags: ['HR'],
        thumbnail,
        duplicatedFrom: 'c1',
      })
      .thenEmits([
        {
          type: 'CourseCreated',
          data: { courseId: 'c2', orgId: 'o1', createdBy: 'u1', title: 'Copy', description: 'd', duplicatedFrom: 'c1' },
        },
        { type: 'CourseTagsChanged', data: { courseId: 'c2', tags: ['HR'] } },
        { type: 'CourseThumbnailChanged', data: { courseId: 'c2', thumbnail } },
      ]);
  });
});

describe('course decider: thumbnails (SPEC §4)', () => {
  const at = '2026-11-25T12:00:00.000Z';
  const drafting: CourseEvent = { type: 'DraftingStarted', data: { courseId: 'c1' } };
  const drafted = (url: string | null): CourseEvent => ({
    type: 'CourseThumbnailDrafted',
    data: { courseId: 'c1', url, at },
  });
  const set = (url: string | null, isDraft: boolean): CourseCommand => ({
    type: 'SetThumbnail',
    courseId: 'c1',
    orgId: 'o1',
    url,
    isDraft,
    at,
  });

  it('sets a draft thumbnail only while the module is being drafted, when set for a draft', () => {
    spec
      .given([created])
      .when(set('/t.jpg', true))
      .thenThrows('The thumbnail of a draft can change only while the module is being drafted');
    spec
      .given([created, drafting])
      .when(set('/t.jpg', true))
      .thenEmits([drafted('/t.jpg')]);
    spec
      .given([created])
      .when(set('/t.jpg', false))
      .thenEmits([drafted('/t.jpg')]);
    spec
      .given([created, drafted('/t.jpg')])
      .when(set('/t.jpg', false))
      .thenEmitsNothing();
  });

  it('promotes the draft thumbnail when publishing, and a new draft thumbnail clears the published one', () => {
    const publish: CourseCommand = { type: 'Publish', courseId: 'c1', orgId: 'o1', at };
    spec
      .given([created, drafted('/t.jpg')])
      .when(publish)
      .thenEmits([
        { type: 'CoursePublished', data: { courseId: 'c1', publishedAt: at } },
        { type: 'CourseThumbnailPublished', data: { courseId: 'c1', url: '/t.jpg', at } },
      ]);
    const promoted: CourseEvent = { type: 'CourseThumbnailPublished', data: { courseId: 'c1', url: '/t.jpg', at } };
    spec
      .given([created, drafted('/t.jpg'), promoted])
      .when(publish)
      .thenEmitsTypes(['CoursePublished']);
    const state = fold(courseDecider, [created, drafted('/t.jpg'), promoted, drafted('/u.jpg')]);
    expect(state.exists && state.course.thumbnails).toEqual({ draft: '/u.jpg', published: null, updatedAt: at });
  });
});
