import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { positionToString } from '../../../platform/eventstore/types';
import { forbidden } from '../../../platform/errors';
import type { AppEnv } from '../../../platform/http/env';
import { readAfter } from '../../../platform/http/stale-reads';
import { input } from '../../../platform/http/validation';
import { COURSE_LIST, listCourses, visibleCourseIds, type ListQuery } from '../read-models/course-list-queries';
import type { CoursesDeps } from '../api';
import { adminListQuery, courseIdParam, favouriteBody, favouriteListQuery, listQuery } from '../requests';
import { RESTORE_WINDOW_DAYS } from '../decide-lifecycle';
import { loadCourse } from '../course-view';
import { loadFavourites, toggleFavourite } from '../favourites';
import { createThumbnailPicker } from '../thumbnails';

const FAVOURITES = 'course_favourites';

/** The dashboard's queries (lists, favourites, placeholder thumbnails) and the admin's list of every module. */
export function libraryRoutes({ store, db, waitForProjection }: CoursesDeps) {
  const pickThumbnail = createThumbnailPicker();

  async function list(
    c: Context<AppEnv>,
    q: Omit<ListQuery, 'orgId' | 'userId' | 'isAdmin' | 'restoreWindowDays'> & { after?: string },
  ) {
    await readAfter(c, waitForProjection, [COURSE_LIST, FAVOURITES], q.after);
    const p = c.var.principal;
    return listCourses(db, {
      ...q,
      orgId: p.orgId,
      userId: p.userId,
      isAdmin: p.roles.includes('ADMIN'),
      restoreWindowDays: RESTORE_WINDOW_DAYS,
    });
  }

  return new Hono<AppEnv>()
    .get(
      '/courses/list',
      describeRoute({
        summary: "The organisation's modules: filter, search (typos forgiven), labels, sort, pages",
        tags: ['library'],
      }),
      input('query', listQuery),
      async (c) => {
        const { userId, ...q } = c.req.valid('query');
        return c.json(await list(c, { ...q, createdBy: userId }));
      },
    )
    .get(
      '/admin/courses',
      describeRoute({
        summary: 'Every module of the organisation, deleted ones still restorable included (admins only)',
        tags: ['admin'],
      }),
      input('query', adminListQuery),
      async (c) => {
        const p = c.var.principal;
        if (!p.roles.includes('ADMIN')) throw forbidden('Only an administrator of the organisation can do this');
        const { status, ...q } = c.req.valid('query');
        if (status === 'all' || status === 'deleted')
          return c.json(await list(c, { ...q, filter: status === 'all' ? 'everything' : 'deleted' }));
        return c.json(await list(c, { ...q, filter: 'all', status }));
      },
    )
    .get(
      '/courses/',
      describeRoute({ summary: "The organisation's modules, first page", tags: ['library'] }),
      async (c) => c.json(await list(c, { filter: 'all', sortBy: 'savedAt', pageNum: 1, pageSize: 100 })),
    )
    .get(
      '/courses/favourite/courses',
      describeRoute({ summary: 'My favourite modules', tags: ['library'] }),
      input('query', favouriteListQuery),
      async (c) => c.json(await list(c, { ...c.req.valid('query'), filter: 'favourites' })),
    )
    .get(
      '/courses/favourite',
      describeRoute({ summary: 'Ids of my favourite modules', tags: ['library'] }),
      async (c) => {
        const p = c.var.principal;
        const favourites = await loadFavourites(store, p.userId);
        return c.json({ courseIds: await visibleCourseIds(db, p.orgId, [...favourites]) });
      },
    )
    .get(
      '/courses/favourite/check/:id',
      describeRoute({ summary: 'Is this module one of my favourites?', tags: ['library'] }),
      input('param', courseIdParam),
      async (c) => {
        const p = c.var.principal;
        const id = c.req.valid('param').id;
        await loadCourse(store, id, p.orgId);
        return c.json({ favourite: (await loadFavourites(store, p.userId)).has(id) });
      },
    )
    .post(
      '/courses/favourite',
      describeRoute({ summary: 'Star or unstar a module', tags: ['library'] }),
      input('json', favouriteBody),
      async (c) => {
        const p = c.var.principal;
        const { courseId } = c.req.valid('json');
        await loadCourse(store, courseId, p.orgId);
        const { favourite, position } = await toggleFavourite(store, p, courseId, c.var.requestId);
        return c.json({ courseId, favourite, position: position ? positionToString(position) : undefined });
      },
    )
    .get(
      '/courses/random-thumbnail',
      describeRoute({ summary: 'A placeholder thumbnail, never the same twice in a row', tags: ['library'] }),
      (c) => c.json({ thumbnail: pickThumbnail(c.var.principal.userId) }),
    );
}
