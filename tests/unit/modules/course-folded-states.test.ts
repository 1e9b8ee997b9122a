import { describe, expect, it } from 'vitest';
import { foldCourse } from '../../../src/modules/courses/course-view';
import { courseEventSchemas } from '../../../src/modules/courses/events';
import { PERSONAL_FIELDS } from '../../../src/personal-fields';

describe('folded course states', () => {
  it('hold no personal value: no course event declares one, so nothing erased can stay in them', () => {
    // The sealed store opens values above every cache; the folded states are above it, so they may
    // only ever hold events with nothing to seal.
    const personal = Object.keys(courseEventSchemas).filter((type) => Object.hasOwn(PERSONAL_FIELDS, type));
    expect(personal).toEqual([]);
  });

  it('of a stream not yet created are the initial state', () => {
    expect(foldCourse([]).state).toEqual({ exists: false });
  });
});
