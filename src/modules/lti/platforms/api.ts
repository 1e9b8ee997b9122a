import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { eventParser } from '../../../platform/commands/parse';
import { handleCommand } from '../../../platform/commands/handle';
import type { Db } from '../../../platform/db/database';
import { AppError, badRequest, notFound } from '../../../platform/errors';
import type { AddressPolicy } from '../../../platform/outbound/address-policy';
import { addressRefusal } from '../../../platform/outbound/address-refusal';
import type { EventStore, Position } from '../../../platform/eventstore/types';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import { platformById, platformsByIssuer, platformsOf } from '../read-models/lti-platforms-queries';
import { PLATFORM_NOT_FOUND, type PlatformCommand, platformDecider } from './decider';
import { GRADE_POLICIES } from '../shared';
import { platformEventSchemas, platformFields, platformStream } from './events';

const PLATFORM_TAKEN =
  'This learning platform (issuer and client id) is already registered with Tessera. Remove it there first.';

const registerBody = z.object(platformFields);
const gradePolicyBody = z.object({ gradePolicy: z.enum(GRADE_POLICIES) });
export const PUBLIC_ONLY =
  'Tessera reaches learning platforms on the public internet; an operator can allow a private network with LTI_ALLOWED_NETWORKS.';
const platformIdParam = z.object({ platformId: z.string().min(1).max(64) });
const parse = eventParser(platformEventSchemas);
const doc = (summary: string) => describeRoute({ summary, tags: ['lti'] });

/** What the platform's administrator enters when adding Tessera as an LTI 1.3 tool. */
const toolConfiguration = (serverUrl: string) => ({
  loginUrl: `${serverUrl}/api/lti/login`,
  redirectUrl: `${serverUrl}/api/lti/launch`,
  jwksUrl: `${serverUrl}/api/lti/jwks`,
  deepLinkingUrl: `${serverUrl}/api/lti/launch`,
  targetLinkUrl: `${serverUrl}/api/lti/launch`,
});

/**
 * /lti/platforms (organisation ADMIN): the learning platforms that may launch Tessera as an LTI 1.3
 * tool, with what to enter on the platform's side (`GET /lti/tool`). One issuer and client id
 * belong to one organisation: its launches open its modules.
 */
export function platformRoutes(deps: {
  store: EventStore;
  db: Db;
  serverUrl: () => string;
  /** Resolves once the platforms read model has the change at `position`. */
  waitForPlatforms: (position: Position) => Promise<unknown>;
  /** Which addresses the server may call a platform at. */
  policy: AddressPolicy;
}) {
  const { store, db } = deps;
  const run = (platformId: string, command: PlatformCommand, c: { var: AppEnv['Variables'] }) =>
    handleCommand({
      store,
      streamId: platformStream(platformId),
      decider: platformDecider,
      parse,
      command,
      context: { userId: c.var.principal.userId, orgId: c.var.principal.orgId, correlationId: c.var.requestId },
    });
  return new Hono<AppEnv>()
    .get('/lti/tool', doc("Tessera's LTI 1.3 tool addresses, to enter in a learning platform (admin)"), (c) =>
      c.json(toolConfiguration(deps.serverUrl())),
    )
    .get('/lti/platforms', doc("My organisation's LTI 1.3 learning platforms (admin)"), async (c) =>
      c.json({ platforms: await platformsOf(db, c.var.principal.orgId) }),
    )
    .post(
      '/lti/platforms',
      doc('Register a learning platform that launches Tessera (admin)'),
      input('json', registerBody),
      async (c) => {
        const body = c.req.valid('json');
        // The two addresses this server calls: refused now, with the reason, rather than at a learner's launch.
        for (const field of ['jwksUrl', 'tokenUrl'] as const) {
          const refusal = await addressRefusal(body[field], deps.policy);
          if (refusal) throw badRequest(`${field}: ${refusal}. ${PUBLIC_ONLY}`, { field });
        }
        if ((await platformsByIssuer(db, body.issuer, body.clientId)).length > 0)
          throw new AppError('conflict', PLATFORM_TAKEN);
        const platformId = randomUUID();
        const { position } = await run(
          platformId,
          { type: 'RegisterPlatform', platform: { platformId, orgId: c.var.principal.orgId, ...body } },
          c,
        );
        if (position) await deps.waitForPlatforms(position);
        return c.json({ platform: await platformById(db, platformId) }, 201);
      },
    )
    .put(
      '/lti/platforms/:platformId/grade-policy',
      doc("Which of a learner's grades the platform's gradebook gets: best or latest (admin)"),
      input('param', platformIdParam),
      input('json', gradePolicyBody),
      async (c) => {
        const { platformId } = c.req.valid('param');
        if ((await platformById(db, platformId))?.orgId !== c.var.principal.orgId) throw notFound(PLATFORM_NOT_FOUND);
        const { position } = await run(platformId, { type: 'SetGradePolicy', ...c.req.valid('json') }, c);
        if (position) await deps.waitForPlatforms(position);
        return c.json({ platform: await platformById(db, platformId) });
      },
    )
    .delete(
      '/lti/platforms/:platformId',
      doc('Remove a learning platform: its launches and scores stop (admin)'),
      input('param', platformIdParam),
      async (c) => {
        const { platformId } = c.req.valid('param');
        if ((await platformById(db, platformId))?.orgId !== c.var.principal.orgId) throw notFound(PLATFORM_NOT_FOUND);
        const { position } = await run(platformId, { type: 'RemovePlatform' }, c);
        if (position) await deps.waitForPlatforms(position);
        return c.body(null, 204);
      },
    );
}
