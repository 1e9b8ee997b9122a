import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { EventStore } from '../../platform/eventstore/types';
import type { z } from 'zod';
import { badRequest, notFound } from '../../platform/errors';
import { bodyLimit } from '../../platform/http/body-limit';
import type { AppEnv, Principal } from '../../platform/http/env';
import { input } from '../../platform/http/validation';
import { newId } from '../../platform/ids';
import { isMemberOf } from '../identity';
import {
  courseIdParam,
  createCourseBody,
  duplicateBody,
  ownerBody,
  publishQuery,
  saveDraftBody,
  type SaveDraftInput,
  type ThumbnailUpdate,
} from './requests';
import { monoContent, starterContent, withFreshIds } from './content/starter';
import { translationsForCopy } from './translation/copy';
import { setCourseThumbnail } from './course-thumbnail';
import type { Course } from './course-state';
import { loadCourse, toCourseResponse } from './course-view';
import { actorOf, runCourseCommand } from './run-command';
import type { Db } from '../../platform/db/database';
import type { ProjectionWait } from '../../platform/http/stale-reads';

export type CoursesDeps = {
  store: EventStore;
  db: Db;
  waitForProjection: ProjectionWait;
  /** Largest save body in bytes: a save carries a whole module, more than any other call. */
  saveBodyLimit: number;
  /** The address of an organisation's uploaded image, or null when it has none by this id. */
  imageUrlOf(orgId: string, mediaId: string): Promise<string | null>;
  /** A URL a browser may fetch a stored file from (a signed one where the store signs). */
  signedUrlOf(url: string): Promise<string>;
  /** Whether a theme id is a built-in theme or one of the organisation's custom themes. */
  isThemeOf(orgId: string, themeId: string): Promise<boolean>;
  /** The languages an author's new modules start translated into (none unless they asked for it). */
  startingLanguagesOf(userId: string, orgId: string): Promise<readonly string[]>;
  /** The theme the organisation's new modules start with (its Settings). */
  defaultThemeOf(orgId: string): Promise<string>;
};

export const UNKNOWN_THEME = 'settings.theme: not a built-in theme or a custom theme of this organisation';

/** The original's own thumbnail, for its copy. */
function ownThumbnailOf(source: Course) {
  const url = source.thumbnails.draft ?? source.thumbnails.published;
  return url ? { ownThumbnail: { url, at: new Date().toISOString() } } : {};
}

/** The thumbnail change a save asks for (`updateThumbnail` with `course.thumbnail`), or null. */
function thumbnailUpdateOf(body: z.infer<typeof saveDraftBody>): ThumbnailUpdate | null {
  if (body.hasThumbnail === false && !body.updateThumbnail) return { thumbnail: null, isDraft: body.isDraft ?? false };
  if (!body.updateThumbnail) return null;
  if (body.course.thumbnail === undefined) throw badRequest('course.thumbnail: required with updateThumbnail');
  return { thumbnail: body.course.thumbnail, isDraft: body.isDraft ?? false };
}

/** One module: create, read, save, publish, duplicate, delete, restore, transfer. */
export function courseRoutes(deps: CoursesDeps) {
  const { store, db, saveBodyLimit, imageUrlOf, isThemeOf, startingLanguagesOf, defaultThemeOf } = deps;
  async function setThumbnail(p: Principal, requestId: string, courseId: string, update: ThumbnailUpdate) {
    const url = update.thumbnail ? await imageUrlOf(p.orgId, update.thumbnail.mediaId) : null;
    if (update.thumbnail && !url) throw notFound('Media not found');
    return setCourseThumbnail(store, p, requestId, { courseId, url, isDraft: update.isDraft });
  }

  /** A save (with its thumbnail when asked), then a publish when asked (`onPublish=true`): one request, up to three changes. */
  async function save(
    p: Principal,
    requestId: string,
    course: SaveDraftInput,
    onPublish: boolean,
    thumbnail: ThumbnailUpdate | null,
  ) {
    const theme = course.settings?.theme;
    if (theme !== undefined && !(await isThemeOf(p.orgId, theme)))
      throw badRequest(UNKNOWN_THEME, { field: 'settings.theme' });
    let saved = await runCourseCommand(
      store,
      { courseId: course.id, intent: { kind: 'save', input: course } },
      p,
      requestId,
    );
    if (thumbnail) saved = await setThumbnail(p, requestId, course.id, thumbnail);
    if (!onPublish) return saved;
    return runCourseCommand(
      store,
      { type: 'Publish', courseId: course.id, orgId: p.orgId, at: new Date().toISOString() },
      p,
      requestId,
    );
  }

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
    )
    .get(
      '/courses/:id',
      describeRoute({ summary: 'One module with its pages, sections and blocks, as it stands now', tags: ['courses'] }),
      input('param', courseIdParam),
      async (c) => {
        const { course, revision, times } = await loadCourse(store, c.req.valid('param').id, c.var.principal.orgId);
        return c.json({ course: toCourseResponse(course, times), revision });
      },
    )
    .on(
      ['PUT', 'POST'],
      '/courses/:id',
      describeRoute({
        summary:
          'Save a module: title, description, settings, new/updated/deleted blocks and structure; onPublish=true publishes after saving',
        description:
          'With `course.revision`, a save based on an old revision is rebased onto newer changes of other blocks and fields, and answered 412 with `details.conflicts` (`{blockId, theirs}` or `{field, theirs}`, field being `title`, `description` or `settings.<key>`) when another author changed the same block or field; a revision beyond the latest is 400.',
        tags: ['courses'],
      }),
      bodyLimit(saveBodyLimit),
      input('param', courseIdParam),
      input('query', publishQuery),
      input('json', saveDraftBody),
      async (c) => {
        const { id } = c.req.valid('param');
        const body = c.req.valid('json');
        const { course } = body;
        if (course.id && course.id !== id) throw badRequest('course.id does not match the address');
        const p = c.var.principal;
        return c.json(
          await save(p, c.var.requestId, { ...course, id }, c.req.valid('query').onPublish, thumbnailUpdateOf(body)),
        );
      },
    )
    .put(
      '/drafts/',
      describeRoute({ summary: 'Save the draft of a module (as PUT /courses/{id})', tags: ['drafts'] }),
      bodyLimit(saveBodyLimit),
      input('query', publishQuery),
      input('json', saveDraftBody),
      async (c) => {
        const body = c.req.valid('json');
        const { course } = body;
        if (!course.id) throw badRequest('course.id is required');
        const p = c.var.principal;
        return c.json(
          await save(
            p,
            c.var.requestId,
            { ...course, id: course.id },
            c.req.valid('query').onPublish,
            thumbnailUpdateOf(body),
          ),
        );
      },
    )
    .delete(
      '/courses/:id',
      describeRoute({ summary: 'Delete a module (owner or admin); it can be restored for 30 days', tags: ['courses'] }),
      input('param', courseIdParam),
      async (c) => {
        const p = c.var.principal;
        const command = {
          type: 'DeleteCourse' as const,
          courseId: c.req.valid('param').id,
          orgId: p.orgId,
          actor: actorOf(p),
          at: new Date().toISOString(),
        };
        const result = await runCourseCommand(store, command, p, c.var.requestId);
        return c.json({ courseId: result.course.id, deletedAt: result.course.deletedAt, position: result.position });
      },
    )
    .put(
      '/courses/:id/owner',
      describeRoute({ summary: 'Give a module to another member of the organisation (admin)', tags: ['courses'] }),
      input('param', courseIdParam),
      input('json', ownerBody),
      async (c) => {
        const p = c.var.principal;
        const courseId = c.req.valid('param').id;
        const newOwnerId = c.req.valid('json').userId;
        // Another organisation's course is not found, before anything is said about the new owner.
        await loadCourse(store, courseId, p.orgId);
        if (!(await isMemberOf(db, newOwnerId, p.orgId)))
          throw badRequest('The new owner must be a member of the organisation');
        const command = { type: 'TransferOwnership' as const, courseId, orgId: p.orgId, actor: actorOf(p), newOwnerId };
        return c.json(await runCourseCommand(store, command, p, c.var.requestId));
      },
    );
}
