import type { Database } from '../../../platform/db/database';
import type { EventStore, RecordedEvent } from '../../../platform/eventstore/types';
import type { Logger } from '../../../platform/logger';
import { followStore } from '../../../platform/subscriptions/follower';
import { type LearnerStatement, statementEventSchemas } from './events';

export type Lrs = { endpoint: string; key: string; secret: string };

/** The statements of one POST: an LRS may refuse very large bodies. */
const PER_REQUEST = 100;

/** One learner statement in xAPI 1.0.3: its id is the event's, so a batch sent twice is the same statements again. */
export function xapiStatement(event: RecordedEvent, s: LearnerStatement, publicUrl: string) {
  const module = `${publicUrl}/share/${encodeURIComponent(s.courseId)}`;
  const result = {
    ...(s.success !== undefined ? { success: s.success } : {}),
    ...(s.response !== undefined ? { response: s.response } : {}),
    ...(s.scaled !== undefined ? { score: { scaled: s.scaled } } : {}),
    ...(s.verb === 'completed' ? { completion: true } : {}),
  };
  return {
    id: event.id,
    actor: { objectType: 'Agent', name: 'Learner', account: { homePage: publicUrl, name: s.learner } },
    verb: { id: `http://adlnet.gov/expapi/verbs/${s.verb}`, display: { 'en-US': s.verb } },
    object: {
      objectType: 'Activity',
      id: s.blockId ? `${module}#${encodeURIComponent(s.blockId)}` : module,
      definition: {
        name: { 'en-US': s.name || 'Module' },
        type: s.blockId
          ? 'http://adlnet.gov/expapi/activities/cmi.interaction'
          : 'http://adlnet.gov/expapi/activities/course',
      },
    },
    ...(Object.keys(result).length ? { result } : {}),
    ...(s.blockId ? { context: { contextActivities: { parent: [{ objectType: 'Activity', id: module }] } } } : {}),
    timestamp: event.recordedAt.toISOString(),
  };
}

/**
 * Sends learners' statements to the LRS in the order they were made, from one instance at a time.
 * The queue is the store itself: a batch the LRS does not take (down, slow, refusing) is sent
 * again from the follower's checkpoint after a growing pause, so a statement is never lost and
 * never holds a learner up.
 */
export function sendStatementsToLrs(deps: {
  database: Database;
  store: EventStore;
  lrs: Lrs;
  publicUrl: () => string;
  logger: Logger;
  send?: typeof fetch;
}) {
  const { lrs, send = fetch } = deps;
  const authorization = `Basic ${Buffer.from(`${lrs.key}:${lrs.secret}`).toString('base64')}`;
  async function post(statements: unknown[]) {
    const res = await send(`${lrs.endpoint}/statements`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json', 'x-experience-api-version': '1.0.3' },
      body: JSON.stringify(statements),
      signal: AbortSignal.timeout(30_000),
    });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`the LRS answered ${res.status} to ${statements.length} statement(s)`);
  }
  return followStore({
    ...deps,
    name: 'lrs:statements',
    from: 'head',
    async onBatch(batch) {
      const statements = batch
        .filter((event) => event.type === 'LearnerStatementMade')
        .map((event) =>
          xapiStatement(event, statementEventSchemas.LearnerStatementMade.parse(event.data), deps.publicUrl()),
        );
      for (let at = 0; at < statements.length; at += PER_REQUEST) await post(statements.slice(at, at + PER_REQUEST));
    },
  });
}
