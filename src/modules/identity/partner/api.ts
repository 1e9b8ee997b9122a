import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { EventStore } from '../../../platform/eventstore/types';
import type { AppEnv } from '../../../platform/http/env';
import { requireSignedRequest } from '../../../platform/http/signed-request';
import type { NonceStore } from '../../../platform/limits/nonces';
import { input } from '../../../platform/http/validation';
import { partnerEnvQuery, partnerSignInBody } from './requests';
import { signInPartnerUser, type PartnerSignIn } from './partner';
import type { Tokens } from '../sessions/tokens';

const VIA = ['partner', 'partner-view', 'scorm-view'] as const;

/** The partner named in a raw body, if the body is JSON with a string `partner`. */
function partnerOf(raw: string): string | undefined {
  try {
    const partner = (JSON.parse(raw) as { partner?: unknown }).partner;
    return typeof partner === 'string' ? partner : undefined;
  } catch {
    return undefined;
  }
}

/**
 * SPEC §7 partner sign-in: a partner system signs one of its users in, for authoring (`partner`)
 * or viewing (`partner-view`, `scorm-view`). Each request is signed with the partner's secret
 * (PARTNER_SECRETS); the token carries the partner claim, which keeps it out of the author area.
 */
export function partnerRoutes(deps: {
  store: EventStore;
  tokens: Tokens;
  partnerSecrets: Readonly<Record<string, string>>;
  nonces: NonceStore;
}) {
  const { store, tokens, partnerSecrets, nonces } = deps;
  const signed = requireSignedRequest((raw) => {
    const partner = partnerOf(raw);
    return partner !== undefined && Object.hasOwn(partnerSecrets, partner) ? partnerSecrets[partner] : undefined;
  }, nonces);
  const routes = new Hono<AppEnv>();
  for (const via of VIA) {
    routes.post(
      `/auth/${via}`,
      describeRoute({
        summary: `Sign a partner's user in (${via}); the request is signed with HMAC-SHA256`,
        tags: ['auth'],
      }),
      signed,
      input('query', partnerEnvQuery),
      input('json', partnerSignInBody),
      async (c) => {
        const body: PartnerSignIn = { ...c.req.valid('json'), via, env: c.req.valid('query').env };
        return c.json({ token: await tokens.sign(await signInPartnerUser(store, body, c.var.requestId)) });
      },
    );
  }
  return routes;
}
