import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { notFound } from '../../platform/errors';
import type { AppEnv } from '../../platform/http/env';
import { input } from '../../platform/http/validation';
import type { LearnerModule } from './learner-module';
import {
  courseOfBlock,
  etagOf,
  learnerModuleOf,
  NOT_PUBLISHED,
  readPublished,
  type PublishedSource,
} from './published';
import { idParam, langQuery } from './requests';

/**
 * Anyone with the link may take a published module (a share link works without an account); an
 * unpublished one is 404. Browsers revalidate each time (republishing or a theme edit shows at
 * once) and get 304 while the published revision, the language and the theme are the same.
 */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

async function serve(
  c: Context<AppEnv>,
  source: PublishedSource,
  courseId: string,
  language: string | undefined,
  pick: (m: LearnerModule) => LearnerModule,
) {
  const row = await readPublished(source, courseId);
  const module = await learnerModuleOf(source, row, language);
  const etag = etagOf(module);
  c.header('ETag', etag);
  c.header('Cache-Control', CACHE_CONTROL);
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  return c.json(pick(module));
}

export function learnerRoutes(source: PublishedSource) {
  return new Hono<AppEnv>()
    .get(
      '/delivery/modules/:id',
      describeRoute({ summary: 'A published module as learners take it (no sign-in)', tags: ['delivery'] }),
      input('param', idParam),
      input('query', langQuery),
      (c) => serve(c, source, c.req.valid('param').id, c.req.valid('query').lang, (m) => m),
    )
    .get(
      '/delivery/blocks/:id',
      describeRoute({ summary: 'One block of a published module (no sign-in)', tags: ['delivery'] }),
      input('param', idParam),
      input('query', langQuery),
      async (c) => {
        const blockId = c.req.valid('param').id;
        return serve(c, source, await courseOfBlock(source, blockId), c.req.valid('query').lang, (m) => {
          const block = m.blocks.find((b) => b.id === blockId);
          if (!block) throw notFound(NOT_PUBLISHED);
          return { ...m, blocks: [block] };
        });
      },
    );
}
