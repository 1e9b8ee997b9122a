import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/platform/commands/decider';
import { AppError } from '../../../src/platform/errors';
import { courseDecider, type CourseCommand } from '../../../src/modules/courses/decider';
import type { CourseEvent } from '../../../src/modules/courses/events';

const created: CourseEvent = {
  type: 'CourseCreated',
  data: { courseId: 'c1', orgId: 'o1', createdBy: 'u1', title: 'Safety', description: '' },
};

/** given events, when command, then events (or an error). */
const when = (given: CourseEvent[], command: CourseCommand) => courseDecider.decide(command, fold(courseDecider, given));

describe('course decider', () => {
  it('creates a course that starts IN_PROGRESS', () => {
    const events = when([], { type: 'CreateCourse', courseId: 'c1', orgId: 'o1', createdBy: 'u1', title: 'Safety', description: '' });
    expect(events).toEqual([created]);
    expect(fold(courseDecider, events)).toEqual({
      exists: true,
      course: { id: 'c1', orgId: 'o1', createdBy: 'u1', title: 'Safety', description: '', status: 'IN_PROGRESS' },
    });
  });

  it('refuses to create a course twice', () => {
    expect(() => when([created], { type: 'CreateCourse', courseId: 'c1', orgId: 'o1', createdBy: 'u1', title: 'x', description: '' })).toThrow(AppError);
  });

  it('renames and describes only what changed', () => {
    expect(when([created], { type: 'UpdateCourse', courseId: 'c1', orgId: 'o1', title: 'Safety 2', description: 'New' })).toEqual([
      { type: 'CourseRenamed', data: { courseId: 'c1', title: 'Safety 2' } },
      { type: 'CourseDescribed', data: { courseId: 'c1', description: 'New' } },
    ]);
    expect(when([created], { type: 'UpdateCourse', courseId: 'c1', orgId: 'o1', title: 'Safety', description: '' })).toEqual([]);
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
