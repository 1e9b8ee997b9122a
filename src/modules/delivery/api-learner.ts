import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { notFound } from '../../platform/errors';
import { chooseCoding } from '../../platform/http/accept-encoding';
import { COMPRESS_MIN_BYTES } from '../../platform/http/compress-json';
import type { AppEnv } from '../../platform/http/env';
import { input } from '../../platform/http/validation';
import { freshBatches } from './fresh-batches';
import { type LearnerBody, learnerBodies } from './learner-bodies';
import type { LearnerModule } from './learner-module';
import {
  courseOfBlock,
  etagOf,
  learnerModuleOf,
  NOT_PUBLISHED,
  type Published,
  type PublishedSource,
  publishedReader,
} from './published';
import { idParam, langQuery } from './requests';

/**
 * Anyone with the link may take a published module (a share link works without an account); an
 * unpublished one is 404. Browsers revalidate each time (republishing or a theme edit shows at
 * once) and get 304 while the published revision, the language and the theme are the same.
 */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Serialised and compressed answers kept per server: a 5 KB module takes about 8 KB with its two compressed forms. */
const BODY_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * What a learner read needs, per server. Every request reads which revision is live (and the
 * custom theme's look) from the shared read models, batched with the requests asked meanwhile, and
 * the answer's bytes are cached under a key made of that revision, language and look. So an
 * instance serves a new publish, made through any instance, as soon as the read model has it
 * (or the stream, for a course the read model has not seen published yet: no 404 right after a
 * publish), with no invalidation message to miss; old revisions' bytes simply age out.
 */
type LearnerReads = {
  source: PublishedSource;
  published(courseId: string): Promise<Published>;
  bodies: ReturnType<typeof learnerBodies>;
};

/** A theme read once for all the learners asking at once (an organisation's theme edit still shows on the next request). */
function sharedThemes(themeOf: PublishedSource['themeOf']): PublishedSource['themeOf'] {
  const themes = freshBatches(async (keys) => {
    const read = keys.map(async (key) => {
      const [orgId, themeId] = JSON.parse(key) as [string, string];
      return [key, await themeOf(orgId, themeId)] as const;
    });
    return new Map(await Promise.all(read));
  });
  return async (orgId, themeId) => (await themes(JSON.stringify([orgId, themeId])))!;
}

/** The cached bytes in the coding the client prefers; a handler-chosen coding, so compressJson leaves it as it is. */
function sendJson(c: Context<AppEnv>, body: LearnerBody) {
  c.header('Content-Type', 'application/json');
  if (body.json.byteLength < COMPRESS_MIN_BYTES) return c.body(body.json, 200);
  const coding = chooseCoding(c.req.header('Accept-Encoding'));
  const bytes = coding === 'identity' ? body.json : body[coding];
  c.header('Vary', 'Accept-Encoding', { append: true });
  if (coding !== 'identity') c.header('Content-Encoding', coding);
  c.header('Content-Length', String(bytes.byteLength));
  return c.body(bytes, 200);
}

async function serve(
  c: Context<AppEnv>,
  reads: LearnerReads,
  courseId: string,
  language: string | undefined,
  answer: { key: string; pick(m: LearnerModule): LearnerModule },
) {
  const module = await learnerModuleOf(reads.source, await reads.published(courseId), language);
  const etag = etagOf(module);
  c.header('ETag', etag);
  c.header('Cache-Control', CACHE_CONTROL);
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  return sendJson(c, await reads.bodies(`${etag}${answer.key}`, () => JSON.stringify(answer.pick(module))));
}

const wholeModule = { key: '', pick: (m: LearnerModule) => m };

const oneBlock = (blockId: string) => ({
  key: ` block ${blockId}`,
  pick(m: LearnerModule): LearnerModule {
    const block = m.blocks.find((b) => b.id === blockId);
    if (!block) throw notFound(NOT_PUBLISHED);
    return { ...m, blocks: [block] };
  },
});

export function learnerRoutes(published: PublishedSource) {
  const source = { ...published, themeOf: sharedThemes(published.themeOf) };
  const reads: LearnerReads = { source, published: publishedReader(source), bodies: learnerBodies(BODY_CACHE_BYTES) };
  return new Hono<AppEnv>()
    .get(
      '/delivery/modules/:id',
      describeRoute({ summary: 'A published module as learners take it (no sign-in)', tags: ['delivery'] }),
      input('param', idParam),
      input('query', langQuery),
      (c) => serve(c, reads, c.req.valid('param').id, c.req.valid('query').lang, wholeModule),
    )
    .get(
      '/delivery/blocks/:id',
      describeRoute({ summary: 'One block of a published module (no sign-in)', tags: ['delivery'] }),
      input('param', idParam),
      input('query', langQuery),
      async (c) => {
        const blockId = c.req.valid('param').id;
        const courseId = await courseOfBlock(reads.source, blockId);
        return serve(c, reads, courseId, c.req.valid('query').lang, oneBlock(blockId));
      },
    );
}
