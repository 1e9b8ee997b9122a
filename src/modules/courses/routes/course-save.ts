import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { z } from 'zod';
import { badRequest, notFound } from '../../../platform/errors';
import { bodyLimit } from '../../../platform/http/body-limit';
import type { AppEnv, Principal } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { courseIdParam, publishQuery, saveDraftBody, type SaveDraftInput, type ThumbnailUpdate } from '../requests';
import { setCourseThumbnail } from '../course-thumbnail';
import { loadCourse, toCourseResponse } from '../course-view';
import { runCourseCommand } from '../run-command';
import type { CoursesDeps } from './deps';

export const UNKNOWN_THEME = 'settings.theme: not a built-in theme or a custom theme of this organisation';

/** The thumbnail change a save asks for (`updateThumbnail` with `course.thumbnail`), or null. */
function thumbnailUpdateOf(body: z.infer<typeof saveDraftBody>): ThumbnailUpdate | null {
  if (body.hasThumbnail === false && !body.updateThumbnail) return { thumbnail: null, isDraft: body.isDraft ?? false };
  if (!body.updateThumbnail) return null;
  if (body.course.thumbnail === undefined) throw badRequest('course.thumbnail: required with updateThumbnail');
  return { thumbnail: body.course.thumbnail, isDraft: body.isDraft ?? false };
}

/** One module as it stands now, and its save (`PUT /courses/{id}`, or `PUT /drafts/` with the id in the body). */
export function courseSaveRoutes({
  store,
  saveBodyLimit,
  imageUrlOf,
  isThemeOf,
}: Pick<CoursesDeps, 'store' | 'saveBodyLimit' | 'imageUrlOf' | 'isThemeOf'>) {
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

  /** A save whose module is the body's `course.id` (`PUT /drafts/`, `PUT /courses/`). */
  async function saveNamedInBody(
    p: Principal,
    requestId: string,
    body: z.infer<typeof saveDraftBody>,
    onPublish: boolean,
  ) {
    const { course } = body;
    if (!course.id) throw badRequest('course.id is required');
    return save(p, requestId, { ...course, id: course.id }, onPublish, thumbnailUpdateOf(body));
  }

  return new Hono<AppEnv>()
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
      async (c) =>
        c.json(
          await saveNamedInBody(c.var.principal, c.var.requestId, c.req.valid('json'), c.req.valid('query').onPublish),
        ),
    )
    .put(
      '/courses/',
      describeRoute({
        summary: 'Save a module named by `course.id` in the body (SPEC §7: PUT the same as POST)',
        tags: ['courses'],
      }),
      bodyLimit(saveBodyLimit),
      input('query', publishQuery),
      input('json', saveDraftBody),
      async (c) =>
        c.json(
          await saveNamedInBody(c.var.principal, c.var.requestId, c.req.valid('json'), c.req.valid('query').onPublish),
        ),
    );
}
