import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { notFound } from '../../platform/errors';
import type { AppEnv } from '../../platform/http/env';
import { input } from '../../platform/http/validation';
import { freshBatches } from './fresh-batches';
import { type LearnerAnswer, learnerAnswer, notModified } from './learner-answer';
import { learnerBodies } from './learner-bodies';
import { readyLearnerAnswers } from './ready-learner-answers';
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
  ready: ReturnType<typeof readyLearnerAnswers>;
};

/** A custom or built-in theme's key among the kept looks. */
const lookKey = (orgId: string, themeId: string) => JSON.stringify([orgId, themeId]);

/** Themes read once for all the learners asking at once, and kept until a theme changes. */
function keptLooks(themeOf: PublishedSource['themeOf']) {
  const themes = freshBatches(async (keys) => {
    const read = keys.map(async (key) => {
      const [orgId, themeId] = JSON.parse(key) as [string, string]; // made by lookKey
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
    themeOf: (orgId: string, themeId: string) => looks.get(lookKey(orgId, themeId)),
  };
  const heads = keptUntilChanged(publishedReader(source), KEPT_HEADS);
  const bodies = learnerBodies(BODY_CACHE_BYTES);
  const ready = readyLearnerAnswers({ head: heads.peek, look: looks.peek, body: bodies.ready }, KEPT_HEADS);
  return { source, heads, looks, bodies, ready };
}

const send = (c: Context<AppEnv>, answer: LearnerAnswer) =>
  answer.status === 304 ? c.body(null, 304, answer.headers) : c.body(answer.body, 200, answer.headers);

async function serve(
  c: Context<AppEnv>,
  reads: LearnerReads,
  courseId: string,
  language: string | undefined,
  answer: { key: string; pick(m: LearnerModule): LearnerModule },
) {
  const head = await reads.heads.get(courseId);
  const module = await learnerModuleOf(reads.source, head, language);
  const etag = etagOf(module);
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch === etag) return send(c, notModified(etag));
  const bodyKey = `${etag}${answer.key}`;
  const body = await reads.bodies.of(bodyKey, () => JSON.stringify(answer.pick(module)));
  if (answer === wholeModule) {
    const look = { look: module.look, lookKey: lookKey(head.org_id, module.settings.theme) };
    reads.ready.remember(courseId, language, { head, ...look, etag, bodyKey });
  }
  return send(c, learnerAnswer(etag, body, { ifNoneMatch, acceptEncoding: c.req.header('Accept-Encoding') }));
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
