import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { notFound, unauthorized } from '../../../platform/errors';
import type { EventStore } from '../../../platform/eventstore/types';
import { type AppEnv, PARTNER_VIA } from '../../../platform/http/env';
import { requireSignedRequest } from '../../../platform/http/signed-request';
import type { NonceStore } from '../../../platform/limits/nonces';
import { input } from '../../../platform/http/validation';
import type { LoginProtection } from '../sessions/login-protection';
import type { Tokens } from '../sessions/tokens';
import {
  endHostSession,
  findOpenHostSession,
  HOST_SESSION_UNKNOWN,
  NO_SUCH_HOST_SESSION,
  openHostSession,
} from './host-sessions';
import { endHostSessionBody, hostSessionBody, hostSid, partnerEnvQuery, partnerSignInBody } from './requests';
import {
  loadPartnerUser,
  partnerClaims,
  partnerOrgId,
  partnerUserId,
  signInPartnerUser,
  type PartnerSignIn,
} from './partner';

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
 *
 * Embedded mode: the sign-in may open a session of the host site (`session: {sid, hostaddr}`);
 * the iframe the host then embeds exchanges X-ID and X-SID for a token bound to that session,
 * and the host ends it with a signed end-session call.
 */
export function partnerRoutes(deps: {
  store: EventStore;
  tokens: Tokens;
  partnerSecrets: Readonly<Record<string, string>>;
  nonces: NonceStore;
  /** Counts failed host-session exchanges per client address and user. */
  protection: LoginProtection;
}) {
  const { store, tokens, partnerSecrets, nonces, protection } = deps;
  const signed = requireSignedRequest((raw) => {
    const partner = partnerOf(raw);
    return partner !== undefined && Object.hasOwn(partnerSecrets, partner) ? partnerSecrets[partner] : undefined;
  }, nonces);
  const routes = new Hono<AppEnv>()
    .post(
      '/auth/partner/session',
      describeRoute({
        summary: "Embedded mode: exchange the host site's session (X-ID, X-SID, body hostaddr) for a token bound to it",
        tags: ['auth'],
      }),
      input('json', hostSessionBody),
      async (c) => {
        const userId = c.req.header('x-id') ?? '';
        const sid = c.req.header('x-sid') ?? '';
        await protection.attempt(c, userId || undefined);
        if (!userId || !hostSid.safeParse(sid).success) throw unauthorized(HOST_SESSION_UNKNOWN);
        const opened = await findOpenHostSession(store, userId, sid, c.req.valid('json').hostaddr);
        const user = await loadPartnerUser(store, userId);
        if (!user) throw unauthorized(HOST_SESSION_UNKNOWN);
        await protection.succeeded(c, userId);
        return c.json({ token: await tokens.sign(partnerClaims(user, { sid, via: opened.via, host: true })) });
      },
    )
    .post(
      '/auth/partner/end-session',
      describeRoute({
        summary:
          "Embedded mode: the host site's session ended; tokens bound to it stop working (signed like /auth/partner)",
        tags: ['auth'],
      }),
      signed,
      input('json', endHostSessionBody),
      async (c) => {
        const { partner, userData, sid } = c.req.valid('json');
        const userId = partnerUserId(partner, userData.id);
        const user = await loadPartnerUser(store, userId);
        if (!user) throw notFound(NO_SUCH_HOST_SESSION);
        await endHostSession(store, user, sid, c.var.requestId);
        return c.json({ ended: true });
      },
    );
  for (const via of PARTNER_VIA) {
    routes.post(
      `/auth/${via}`,
      describeRoute({
        summary: `Sign a partner's user in (${via}); the request is signed with HMAC-SHA256. With session, open an embedded host session; returns token and the user's id`,
        tags: ['auth'],
      }),
      signed,
      input('query', partnerEnvQuery),
      input('json', partnerSignInBody),
      async (c) => {
        const { session, ...signIn } = c.req.valid('json');
        const body: PartnerSignIn = { ...signIn, via, env: c.req.valid('query').env };
        // A suspended organisation's sign-in is refused before anything is recorded.
        await tokens.mayIssue(partnerOrgId(body.partner, body.userData.orgId));
        const user = await signInPartnerUser(store, body, c.var.requestId);
        if (session) await openHostSession(store, user, session, c.var.requestId);
        const token = await tokens.sign(partnerClaims(user, { sid: randomUUID(), via }));
        return c.json({ token, id: user.userId });
      },
    );
  }
  return routes;
}
