import { Hono } from 'hono';
import { loadStream } from '../../../platform/commands/handle';
import type { EventStore } from '../../../platform/eventstore/types';
import type { AppEnv } from '../../../platform/http/env';
import { dispatchDecider } from './decider';
import { dispatchStream } from './events';
import { parse, type DispatchDeps } from './routes/common';
import { dispatchLaunchRoutes } from './routes/launch';
import { dispatchManageRoutes } from './routes/manage';
import { dispatchModuleRoutes } from './routes/module';
import { dispatchPackageRoutes } from './routes/package';

export type { DispatchDeps } from './routes/common';

/** Dispatches: authors create, download and revoke them; the thin package opens learner sessions (no sign-in, its secret instead). */
export function dispatchRoutes(deps: DispatchDeps) {
  return new Hono<AppEnv>()
    .route('/', dispatchPackageRoutes(deps))
    .route('/', dispatchManageRoutes(deps))
    .route('/', dispatchLaunchRoutes(deps))
    .route('/', dispatchModuleRoutes(deps));
}

/** `frame-ancestors` for a dispatch's page: its LMS origins, any when it names none, none when there is no such dispatch. */
export function frameAncestors(store: EventStore) {
  return async (dispatchId: string) => {
    const { state } = await loadStream(store, dispatchStream(dispatchId), dispatchDecider, parse);
    if (!state.exists) return "'none'";
    return state.dispatch.allowedOrigins.length ? state.dispatch.allowedOrigins.join(' ') : '*';
  };
}
