import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { notFound } from '../../../platform/errors';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { findMember } from '../../identity/index';
import type { CoursesDeps } from '../api';
import { courseIdParam } from '../requests';
import { learnerContent } from '../content/answers';
import { loadCourse, toContentResponse } from '../course-view';
import { livePublishedVersion } from '../published-version';

/** What learners see (the frozen published version), templates and creators (learners' views: delivery). */
export function publishedRoutes({ store, db }: CoursesDeps) {
  return new Hono<AppEnv>()
    .get(
      '/courses/template/:id',
      describeRoute({ summary: "A module's content, to start another from", tags: ['courses'] }),
      input('param', courseIdParam),
      async (c) => {
        const { course } = await loadCourse(store, c.req.valid('param').id, c.var.principal.orgId);
        return c.json({ template: toContentResponse(course.content) });
      },
    )
    .get(
      '/courses/:id/creator',
      describeRoute({ summary: "The module's owner", tags: ['courses'] }),
      input('param', courseIdParam),
      async (c) => {
        const { course } = await loadCourse(store, c.req.valid('param').id, c.var.principal.orgId);
        const user = await findMember(db, course.ownerId);
        if (!user) throw notFound('Creator not found');
        return c.json({ id: user.user_id, email: user.email, first_name: user.first_name, last_name: user.last_name });
      },
    )
    .get(
      '/courses/:id/published',
      describeRoute({
        summary: 'The published version learners see (answers replaced by their hashes)',
        tags: ['courses'],
      }),
      input('param', courseIdParam),
      async (c) => {
        const { id } = c.req.valid('param');
        // From the stream: the author sees their own publish at once.
        const published = await livePublishedVersion(store, id);
        if (!published || published.orgId !== c.var.principal.orgId) throw notFound('This module is not published');
        const content = await learnerContent(published.content);
        return c.json({
          course: { id, ...toContentResponse(content), publishedAt: published.publishedAt },
          revision: published.revision,
        });
      },
    );
}
