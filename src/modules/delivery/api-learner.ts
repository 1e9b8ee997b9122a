import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { notFound } from '../../platform/errors';
import { chooseCoding } from '../../platform/http/accept-encoding';
import { COMPRESS_MIN_BYTES } from '../../platform/http/compress-json';
import type { AppEnv } from '../../platform/http/env';
import { input } from '../../platform/http/validation';
import { freshBatches } from './fresh-batches';
import { type LearnerBody, learnerBodies } from './learner-bodies';
import { keptUntilChanged } from './kept-until-changed';
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
import type { Theme } from '../themes';

/**
 * Anyone with the link may take a published module (a share link works without an account); an
 * unpublished one is 404. Browsers revalidate each time (republishing or a theme edit shows at
 * once) and get 304 while the published revision, the language and the theme are the same.
 */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Serialised and compressed answers kept per server: a 5 KB module takes about 8 KB with its two compressed forms. */
const BODY_CACHE_BYTES = 32 * 1024 * 1024;

/** Which published version of each course learners are served, kept per server (a head is a few fields). */
const KEPT_HEADS = 10_000;
/** Custom themes' looks kept per server. */
const KEPT_LOOKS = 1_000;

/**
 * What a learner read needs, per server. Which revision of a course is live (and a custom theme's
 * look) is read from the shared read models, batched with the requests asked meanwhile, and kept
 * until a publish, an unpublish or a theme change is announced (see learner-changes.ts); the
 * answer's bytes are cached under a key made of that revision, language and look, so old
 * revisions' bytes simply age out. A course the read model has not seen published yet is read
 * from its stream (no 404 right after a publish).
 */
export type LearnerReads = {
  source: PublishedSource;
  heads: ReturnType<typeof keptUntilChanged<Published>>;
  looks: ReturnType<typeof keptUntilChanged<Theme>>;
  bodies: ReturnType<typeof learnerBodies>;
};

/** Themes read once for all the learners asking at once, and kept until a theme changes. */
function keptLooks(themeOf: PublishedSource['themeOf']) {
  const themes = freshBatches(async (keys) => {
    const read = keys.map(async (key) => {
      const [orgId, themeId] = JSON.parse(key) as [string, string];
      return [key, await themeOf(orgId, themeId)] as const;
    });
    return new Map(await Promise.all(read));
  });
  return keptUntilChanged(async (key) => (await themes(key))!, KEPT_LOOKS);
}

export function learnerReads(published: PublishedSource): LearnerReads {
  const looks = keptLooks(published.themeOf);
  const source = {
    ...published,
    themeOf: (orgId: string, themeId: string) => looks.get(JSON.stringify([orgId, themeId])),
  };
  return {
    source,
    heads: keptUntilChanged(publishedReader(source), KEPT_HEADS),
    looks,
    bodies: learnerBodies(BODY_CACHE_BYTES),
  };
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
  const module = await learnerModuleOf(reads.source, await reads.heads.get(courseId), language);
  const etag = etagOf(module);
  c.header('ETag', etag);
  c.header('Cache-Control', CACHE_CONTROL);
  // Public, and read with no credentials: a player in a sandboxed frame (an opaque origin) reads it too.
  c.header('Access-Control-Allow-Origin', '*');
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

export function learnerRoutes(reads: LearnerReads) {
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
