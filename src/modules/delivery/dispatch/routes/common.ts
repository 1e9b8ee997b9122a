import type { Context } from 'hono';
import { handleCommand, loadStream } from '../../../../platform/commands/handle';
import { eventParser } from '../../../../platform/commands/parse';
import type { Db } from '../../../../platform/db/database';
import { notFound } from '../../../../platform/errors';
import type { EventStore } from '../../../../platform/eventstore/types';
import type { AppEnv } from '../../../../platform/http/env';
import type { ProjectionWait } from '../../../../platform/http/stale-reads';
import type { PublishedSource } from '../../published';
import type { ViewedWithin } from '../../views/record';
import { dispatchCredentials } from '../credentials';
import { DISPATCH_NOT_FOUND, dispatchDecider, refusalOf, type DispatchCommand } from '../decider';
import { dispatchEventSchemas, dispatchStream } from '../events';

export type DispatchDeps = {
  store: EventStore;
  db: Db;
  jwtSecret: string;
  webRoot: string;
  serverUrl: () => string;
  themeOf: PublishedSource['themeOf'];
  /** The LMS origins the organisation's new dispatches may be framed by when their author names none. */
  defaultDispatchOriginsOf(orgId: string): Promise<readonly string[]>;
  caughtUp: ProjectionWait;
  viewedWithin: ViewedWithin;
};

export const parse = eventParser(dispatchEventSchemas);

/** What the dispatch routes share: its credentials, the published module, loading a dispatch, running a command. */
export function dispatchCalls({ store, db, jwtSecret, themeOf }: DispatchDeps) {
  const credentials = dispatchCredentials(jwtSecret);
  const published = { db, store, themeOf };
  const load = async (dispatchId: string) => {
    const { state } = await loadStream(store, dispatchStream(dispatchId), dispatchDecider, parse);
    if (!state.exists) throw notFound(DISPATCH_NOT_FOUND);
    return state.dispatch;
  };
  /** An author's dispatch: another organisation's is 404. */
  const loadOwn = async (c: Context<AppEnv>, dispatchId: string) => {
    const dispatch = await load(dispatchId);
    if (dispatch.orgId !== c.var.principal.orgId) throw notFound(DISPATCH_NOT_FOUND);
    return dispatch;
  };
  /** The dispatch of the request's learner session, while it is neither revoked nor expired. */
  const openDispatchOf = async (c: Context<AppEnv>, dispatchId: string) => {
    const session = await credentials.verifySession(c.req.header('x-dispatch-session'));
    const dispatch = await load(dispatchId);
    if (session.dispatchId !== dispatch.dispatchId) throw notFound(DISPATCH_NOT_FOUND);
    const refusal = refusalOf(dispatch, new Date().toISOString());
    if (refusal) throw refusal;
    return dispatch;
  };
  const run = (
    dispatchId: string,
    command: DispatchCommand,
    context: { userId: string; orgId: string; correlationId: string },
  ) =>
    handleCommand({ store, streamId: dispatchStream(dispatchId), decider: dispatchDecider, parse, command, context });

  return { credentials, published, load, loadOwn, openDispatchOf, run };
}
