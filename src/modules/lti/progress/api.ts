import { type Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { unauthorized } from '../../../platform/errors';
import { type EventStore, WrongExpectedVersionError } from '../../../platform/eventstore/types';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { createRateLimiter } from '../../../platform/limits/rate-limiter';
import { retryLater } from '../../../platform/limits/retry-later';
import { platformById } from '../read-models/lti-platforms-queries';
import { type LearnerModule, outcomeOf } from '../../delivery';
import { launchClaims } from '../launch';
import { learnerKeys } from '../learner-key';
import type { LtiTokens } from '../tokens';
import { scoresStream } from '../scores/events';
import { queueIfGradebookTakes } from '../scores/queue-score';
import { scoreOf } from '../scores/score-of';
import {
  blockId,
  gameResults,
  givenAnswer,
  type ProgressEvent,
  progressEventSchemas,
  progressStream,
  seenBlocks,
} from './events';
import { progressEvents, progressOf } from './learner-progress';

const LAUNCH_ENDED =
  'This session has ended. Please open the activity in your learning platform again to go on where you left off.';

/** Answers and places a learner's player sends in an hour, past which it is asked to wait (one every 3 s). */
const SYNCS_PER_LEARNER_HOUR = 1200;
/** Two devices of one learner at the same moment: the later one is decided again against the first. */
const ATTEMPTS = 5;

const sentBody = z.object({
  language: z.string().min(1).max(35),
  answers: z.array(z.object({ id: z.string().min(1).max(64), questionId: blockId, given: givenAnswer })).max(100),
  location: z.string().max(100),
  seen: seenBlocks,
  games: gameResults,
});

const parseProgressEvent = (e: { type: string; data: unknown }) =>
  ({
    type: e.type,
    data: progressEventSchemas[e.type as ProgressEvent['type']].parse(e.data),
  }) as ProgressEvent;

/**
 * An LTI learner's progress, kept on the server per platform, learner and module so any device
 * resumes it (`GET /lti/progress`); the player sends answers and its place (`POST /lti/progress`),
 * the server checks each answer itself and grades from what it checked, and the grade goes to the
 * platform's gradebook as its grade policy says. Both calls carry the launch as a Bearer token.
 */
export function progressRoutes(deps: {
  db: Db;
  store: EventStore;
  tokens: LtiTokens;
  jwtSecret: string;
  /** The module as the platform's organisation publishes it, in a language (not found for another organisation). */
  learnerModule(orgId: string, courseId: string, language?: string): Promise<LearnerModule>;
}) {
  const { db, store, tokens } = deps;
  const learnerKey = learnerKeys(deps.jwtSecret);
  const perLearner = createRateLimiter(db, 'lti-progress', { max: SYNCS_PER_LEARNER_HOUR, windowMs: 3_600_000 });

  /** The launch behind the call, its platform (still registered) and the learner's name and stream. */
  async function learnerOf(c: Context<AppEnv>) {
    const token = /^Bearer (.+)$/.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    const launch = await tokens.verify('launch', token, launchClaims);
    const platform = launch && (await platformById(db, launch.platformId));
    if (!launch || !platform) throw unauthorized(LAUNCH_ENDED);
    const learner = learnerKey(platform.platformId, launch.userId);
    return { launch, platform, learner, stream: progressStream(platform.platformId, learner, launch.courseId) };
  }
  const read = async (stream: string) => {
    const recorded = await store.readStream(stream);
    return { events: recorded.map(parseProgressEvent), version: recorded.at(-1)?.version ?? ('no_stream' as const) };
  };

  return new Hono<AppEnv>()
    .get(
      '/lti/progress',
      describeRoute({ summary: "A launched learner's progress in the module, from any device", tags: ['lti'] }),
      async (c) => {
        const { launch, platform, stream } = await learnerOf(c);
        const module = await deps.learnerModule(platform.orgId, launch.courseId);
        const { state, location } = progressOf((await read(stream)).events, module);
        c.header('Cache-Control', 'no-store');
        return c.json({ progress: { state, location } });
      },
    )
    .post(
      '/lti/progress',
      describeRoute({
        summary: "A launched learner's answers (checked here) and place; their grade goes to the gradebook",
        tags: ['lti'],
      }),
      input('json', sentBody),
      async (c) => {
        const { launch, platform, learner, stream } = await learnerOf(c);
        const wait = await perLearner.hit(stream);
        if (wait > 0) throw retryLater(c, wait);
        const sent = c.req.valid('json');
        const module = await deps.learnerModule(platform.orgId, launch.courseId, sent.language);
        const who = { platformId: platform.platformId, learner, courseId: launch.courseId };
        const metadata = { orgId: platform.orgId, userId: 'learner', correlationId: c.var.requestId };
        for (let attempt = 1; ; attempt++) {
          const { events, version } = await read(stream);
          const kept = progressOf(events, module);
          const changes = await progressEvents(module, kept, sent, who);
          try {
            if (changes.length > 0)
              await store.appendToStream(
                stream,
                changes.map((e) => ({ ...e, metadata })),
                { expectedVersion: version },
              );
          } catch (error) {
            if (!(error instanceof WrongExpectedVersionError) || attempt === ATTEMPTS) throw error;
            continue;
          }
          const now = progressOf([...events, ...changes], module);
          const score = scoreOf(module, outcomeOf(module, now.state));
          // Decided on every call, against what the gradebook got: a grade a crash kept from going goes with the next call.
          if (launch.lineItem && score)
            await queueIfGradebookTakes(
              store,
              scoresStream(platform.platformId, learner),
              {
                ...who,
                userId: launch.userId,
                lineItem: launch.lineItem,
                scoreMaximum: 100,
                ...score,
                timestamp: new Date().toISOString(),
              },
              { policy: platform.gradePolicy, metadata },
            );
          return c.json({ progress: { state: now.state, location: now.location } });
        }
      },
    );
}
