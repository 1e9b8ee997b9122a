import type { Database } from '../../../platform/db/database';
import type { EventStore, RecordedEvent } from '../../../platform/eventstore/types';
import type { Logger } from '../../../platform/logger';
import { setAside } from '../../../platform/projections/set-aside';
import { followStore } from '../../../platform/subscriptions/follower';
import { type LearnerStatement, statementEventSchemas } from './events';

export type Lrs = { endpoint: string; key: string; secret: string };

/** The statements of one POST: an LRS may refuse very large bodies. */
const PER_REQUEST = 100;

/** The key of a language map whose language was not told (statements queued before it was). */
const UNDETERMINED = 'und';

/**
 * One learner statement in xAPI 1.0.3: its id is the event's, so a batch sent twice is the same
 * statements again. The learner's words (the names) are keyed by the language they read the module
 * in; the verbs' displays are Tessera's own, in English.
 */
export function xapiStatement(event: RecordedEvent, s: LearnerStatement, publicUrl: string) {
  const module = `${publicUrl}/share/${encodeURIComponent(s.courseId)}`;
  const name = { [s.language ?? UNDETERMINED]: s.name || 'Module' };
  const result = {
    ...(s.success !== undefined ? { success: s.success } : {}),
    ...(s.response !== undefined ? { response: s.response } : {}),
    ...(s.scaled !== undefined ? { score: { scaled: s.scaled } } : {}),
    ...(s.verb === 'completed' ? { completion: true } : {}),
    ...(s.duration !== undefined ? { duration: s.duration } : {}),
  };
  const context = {
    ...(s.registration ? { registration: s.registration } : {}),
    ...(s.language ? { language: s.language } : {}),
    ...(s.blockId ? { contextActivities: { parent: [{ objectType: 'Activity', id: module }] } } : {}),
  };
  return {
    id: event.id,
    actor: { objectType: 'Agent', name: 'Learner', account: { homePage: publicUrl, name: s.learner } },
    verb: { id: `http://adlnet.gov/expapi/verbs/${s.verb}`, display: { 'en-US': s.verb } },
    object: {
      objectType: 'Activity',
      id: s.blockId ? `${module}#${encodeURIComponent(s.blockId)}` : module,
      definition: s.blockId
        ? {
            name,
            type: 'http://adlnet.gov/expapi/activities/cmi.interaction',
            // Answers queued before their type was told have free text for a response: "other" takes any.
            interactionType: s.interactionType ?? 'other',
          }
        : { name, type: 'http://adlnet.gov/expapi/activities/course' },
    },
    ...(Object.keys(result).length ? { result } : {}),
    ...(Object.keys(context).length ? { context } : {}),
    timestamp: s.timestamp ?? event.recordedAt.toISOString(),
  };
}

/** The sender's lease and checkpoint, and the name its statements are set aside under. */
const LRS_SENDER = 'lrs:statements';

/** A refusal the same statement would meet again: any 4xx but a time-out (408) or a rate limit (429). */
const refusedForGood = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;
/** What the log and the set-aside record keep of an LRS's answer. */
const ANSWER_CHARS = 500;

type Answer = { taken: true } | { taken: false; reason: string };

/**
 * Sends learners' statements to the LRS in the order they were made, from one instance at a time.
 * The queue is the store itself: a batch the LRS does not take for now (down, slow, 5xx, 408, 429)
 * is sent again from the follower's checkpoint after a growing pause, so a statement is never
 * lost and never holds a learner up. A batch it refuses for good (another 4xx) is sent again one
 * statement at a time: those it takes go on, and each it refuses is set aside with its answer
 * (logged, counted in the operators' work status) rather than hold every later one back.
 */
export function sendStatementsToLrs(deps: {
  database: Database;
  store: EventStore;
  lrs: Lrs;
  publicUrl: () => string;
  logger: Logger;
  send?: typeof fetch;
}) {
  const { lrs, send = fetch, logger } = deps;
  const authorization = `Basic ${Buffer.from(`${lrs.key}:${lrs.secret}`).toString('base64')}`;
  async function post(statements: unknown[]): Promise<Answer> {
    const res = await send(`${lrs.endpoint}/statements`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', 'x-experience-api-version': '1.0.3' },
      body: JSON.stringify(statements),
      signal: AbortSignal.timeout(30_000),
    });
    if (res.ok) {
      await res.body?.cancel();
      return { taken: true };
    }
    const said = (await res.text().catch(() => '')).slice(0, ANSWER_CHARS);
    const reason = `the LRS answered ${res.status}${said ? `: ${said}` : ''}`;
    if (refusedForGood(res.status)) return { taken: false, reason };
    throw new Error(`${reason} (to ${statements.length} statement(s); sent again later)`);
  }
  return followStore({
    ...deps,
    name: LRS_SENDER,
    from: 'head',
    async onBatch(batch) {
      const events = batch.filter((event) => event.type === 'LearnerStatementMade');
      const statementOf = (event: RecordedEvent) =>
        xapiStatement(event, statementEventSchemas.LearnerStatementMade.parse(event.data), deps.publicUrl());
      for (let at = 0; at < events.length; at += PER_REQUEST) {
        const chunk = events.slice(at, at + PER_REQUEST);
        if ((await post(chunk.map(statementOf))).taken) continue;
        for (const event of chunk) {
          const answer = await post([statementOf(event)]);
          if (answer.taken) continue;
          await setAside(deps.database.db, LRS_SENDER, event, answer.reason);
          logger.warn(
            { statement: event.id, stream: event.streamId, reason: answer.reason },
            `LRS refused statement ${event.id} for good; set aside: ${answer.reason}`,
          );
        }
      }
    },
  });
}
