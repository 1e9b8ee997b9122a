import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { EventStore } from '../../../platform/eventstore/types';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { trackBody } from './requests';
import { trackUsage } from './usage';

/** SPEC §6 tracks standalone tokens only: the access policy refuses Collaborator and partner tokens (identity/access.ts). */
export function usageRoutes(store: EventStore) {
  return new Hono<AppEnv>().post(
    '/insights/track',
    describeRoute({ summary: 'Record a login, or a page or feature I experienced', tags: ['insights'] }),
    input('json', trackBody),
    async (c) => {
      await trackUsage(store, c.var.principal, c.req.valid('json'), c.var.requestId);
      return c.json({ status: 'accepted' }, 202);
    },
  );
}
