import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { notFound } from '../../../platform/errors';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import type { CoursesDeps } from '../api';
import { hasThumbnail, loadCourse, thumbnailsOf } from '../course-view';
import { courseIdParam } from '../requests';

const isDraftQuery = z.object({
  isDraft: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

/** SPEC §7: whether a module has its own thumbnail, and where a browser may fetch it. */
export function thumbnailRoutes({ store, signedUrlOf }: CoursesDeps) {
  return new Hono<AppEnv>()
    .get(
      '/courses/thumbnailCheck/:id',
      describeRoute({ summary: "A module's thumbnails (placeholder, draft, published)", tags: ['courses'] }),
      input('param', courseIdParam),
      async (c) => {
        const { course } = await loadCourse(store, c.req.valid('param').id, c.var.principal.orgId);
        return c.json({ hasThumbnail: hasThumbnail(course), thumbnails: thumbnailsOf(course) });
      },
    )
    .get(
      '/courses/get-signed-url/:id',
      describeRoute({
        summary: "A URL of the module's own thumbnail, the draft's or the published one",
        tags: ['courses'],
      }),
      input('param', courseIdParam),
      input('query', isDraftQuery),
      async (c) => {
        const { course } = await loadCourse(store, c.req.valid('param').id, c.var.principal.orgId);
        const url = c.req.valid('query').isDraft ? course.thumbnails.draft : course.thumbnails.published;
        if (!url) throw notFound('This module has no thumbnail of its own');
        return c.json({ signedUrl: await signedUrlOf(url) });
      },
    );
}
