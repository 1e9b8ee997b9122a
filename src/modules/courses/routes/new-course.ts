import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { newId } from '../../../platform/ids';
import { courseIdParam, createCourseBody, duplicateBody } from '../requests';
import { monoContent, starterContent, withFreshIds } from '../content/starter';
import { translationsForCopy } from '../translation/copy';
import type { Course } from '../course-state';
import { loadCourse } from '../course-view';
import { actorOf, runCourseCommand } from '../run-command';
import type { CoursesDeps } from './deps';

/** The original's own thumbnail, for its copy. */
function ownThumbnailOf(source: Course) {
  const url = source.thumbnails.draft ?? source.thumbnails.published;
  return url ? { ownThumbnail: { url, at: new Date().toISOString() } } : {};
}

/** A module that comes to be: a new one, a copy of another, or one brought back after its delete. */
export function newCourseRoutes({
  store,
  startingLanguagesOf,
  defaultThemeOf,
}: Pick<CoursesDeps, 'store' | 'startingLanguagesOf' | 'defaultThemeOf'>) {
  return new Hono<AppEnv>()
    .post(
      '/courses/',
      describeRoute({
        summary: 'Create a module (text, heading and image blocks), or a mono module of one block',
        tags: ['courses'],
      }),
      input('json', createCourseBody),
      async (c) => {
        const { course } = c.req.valid('json');
        const p = c.var.principal;
        const starter = course.mono
          ? monoContent(course.title, course.mono, newId)
          : starterContent(course.title, course.description, newId);
        const content = { ...starter, settings: { ...starter.settings, theme: await defaultThemeOf(p.orgId) } };
        const command = {
          type: 'CreateCourse' as const,
          courseId: newId(),
          orgId: p.orgId,
          createdBy: p.userId,
          content,
          thumbnail: course.thumbnail,
          mono: course.mono,
          partner: p.partner,
          referrerUrl: course.referrer_url,
          languages: await startingLanguagesOf(p.userId, p.orgId),
        };
        return c.json(await runCourseCommand(store, command, p, c.var.requestId), 201);
      },
    )
    .post(
      '/courses/duplicate-course/:id',
      describeRoute({ summary: 'Copy a module, with all its blocks, under a new title', tags: ['courses'] }),
      input('param', courseIdParam),
      input('json', duplicateBody),
      async (c) => {
        const p = c.var.principal;
        const { course: source } = await loadCourse(store, c.req.valid('param').id, p.orgId);
        const content = withFreshIds(source.content, c.req.valid('json').courseTitle, newId);
        const command = {
          type: 'CreateCourse' as const,
          courseId: newId(),
          orgId: p.orgId,
          createdBy: p.userId,
          content,
          translations: translationsForCopy(source.content, content, source.translations),
          tags: source.tags,
          thumbnail: source.thumbnail,
          ...ownThumbnailOf(source),
          duplicatedFrom: source.id,
          ...(source.mono ? { mono: source.mono } : {}),
        };
        return c.json(await runCourseCommand(store, command, p, c.var.requestId), 201);
      },
    )
    .post(
      '/courses/restore/:id',
      describeRoute({ summary: 'Bring back a module deleted in the last 30 days (owner or admin)', tags: ['courses'] }),
      input('param', courseIdParam),
      async (c) => {
        const p = c.var.principal;
        const command = {
          type: 'RestoreCourse' as const,
          courseId: c.req.valid('param').id,
          orgId: p.orgId,
          actor: actorOf(p),
          now: new Date().toISOString(),
        };
        return c.json(await runCourseCommand(store, command, p, c.var.requestId));
      },
    );
}
