import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../../platform/db/database';
import type { AppEnv } from '../../platform/http/env';
import type { NonceStore } from '../../platform/limits/nonces';
import { publishedModuleOf, publishedModulesOf } from '../courses';
import { platformById, platformsByIssuer, type PlatformRow } from './read-models/lti-platforms-queries';
import { AGS_SCORE_SCOPE, CLAIM, MODULE_PARAMETER, mayChoose } from './claims';
import { DEEP_LINK_LIFETIME, deepLinkClaims, deepLinkResponse, deepLinkSettings } from './deep-linking';
import { autoPostPage, ltiPagePolicy, pickerPage, problemPage } from './html';
import type { ProtocolFetch } from '../../platform/outbound/guarded-protocol-fetch';
import { LaunchRefused, platformKeys, verifyIdToken } from './id-token';
import { authenticationRequest, loginRequest, stateClaims } from './login';
import { LAUNCH_LIFETIME } from './launch';
import type { LtiTokens } from './tokens';
import type { ToolKeys } from './tool-key';

export const NOT_REGISTERED =
  'This learning platform is not registered with Tessera. Ask your Tessera administrator to add it under Settings → Learning platforms (LTI 1.3).';
export const SIGN_IN_EXPIRED =
  'This sign-in has expired or is not valid. Please open the link in your learning platform again.';
export const LAUNCH_USED = 'This launch was already used. Please open the link in your learning platform again.';
export const MODULE_GONE =
  'This module is not published in Tessera any more. Ask your teacher to publish it again or to choose another one.';
export const TEACHERS_ONLY = 'Only teachers can add Tessera modules to a course.';
const UNSUPPORTED_LAUNCH = 'Tessera cannot open this kind of LTI launch.';

/** How long a platform's OIDC nonce is remembered: a launch is used once. */
const NONCE_TTL_MS = 15 * 60_000;

/** The origins a platform's pages are on: they frame the tool's pages. */
const platformOrigins = (p: PlatformRow) => [...new Set([new URL(p.issuer).origin, new URL(p.authLoginUrl).origin])];

const formField = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? (form[name] as string) : '';

/**
 * The LTI 1.3 tool: its keys (`/lti/jwks`), the OIDC login (`/lti/login`), the launch
 * (`/lti/launch`: Deep Linking shows the organisation's published modules to pick from; a resource
 * link opens the module's player at `/lti/{id}`, with the launch the player keeps progress by),
 * and the Deep Linking response (`/lti/deep-link`).
 */
export function launchRoutes(deps: {
  db: Db;
  keys: ToolKeys;
  tokens: LtiTokens;
  jwtSecret: string;
  nonces: NonceStore;
  serverUrl: () => string;
  /** The guarded client every call to a platform goes through. */
  send: ProtocolFetch;
}) {
  const { db, keys, tokens } = deps;
  const keysOf = platformKeys(deps.send);

  const problem = (c: Context<AppEnv>, status: ContentfulStatusCode, message: string, platform?: PlatformRow) => {
    c.header('Content-Security-Policy', ltiPagePolicy(platform ? platformOrigins(platform) : []));
    c.header('Cache-Control', 'no-store');
    return c.html(problemPage(message), status);
  };

  const isPublishedIn = (orgId: string, courseId: string) => publishedModuleOf(db, orgId, courseId);

  async function login(c: Context<AppEnv>, params: Record<string, unknown>) {
    const parsed = loginRequest.safeParse(params);
    if (!parsed.success) return problem(c, 400, 'This LTI login request is incomplete.');
    const candidates = await platformsByIssuer(db, parsed.data.iss, parsed.data.client_id);
    const platform = candidates.length === 1 ? candidates[0]! : null;
    if (!platform) return problem(c, 400, NOT_REGISTERED);
    if (!parsed.data.target_link_uri.startsWith(deps.serverUrl()))
      return problem(c, 400, 'This link does not lead to this Tessera.', platform);
    c.header('Cache-Control', 'no-store');
    return c.redirect(
      await authenticationRequest(platform, parsed.data, `${deps.serverUrl()}/api/lti/launch`, tokens),
      302,
    );
  }

  return new Hono<AppEnv>()
    .get('/lti/jwks', describeRoute({ summary: "The tool's public keys (JWKS)", tags: ['lti'] }), async (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(await keys.jwks());
    })
    .get('/lti/login', describeRoute({ summary: 'LTI 1.3 third-party initiated login (OIDC)', tags: ['lti'] }), (c) =>
      login(c, c.req.query()),
    )
    .post(
      '/lti/login',
      describeRoute({ summary: 'LTI 1.3 third-party initiated login (OIDC, form post)', tags: ['lti'] }),
      async (c) => login(c, await c.req.parseBody()),
    )
    .post(
      '/lti/launch',
      describeRoute({ summary: 'LTI 1.3 launch: the id_token, by form post from the platform', tags: ['lti'] }),
      async (c) => {
        const form = await c.req.parseBody();
        const state = await tokens.verify('state', formField(form, 'state'), stateClaims);
        if (!state) return problem(c, 400, SIGN_IN_EXPIRED);
        const platform = await platformById(db, state.platformId);
        if (!platform) return problem(c, 400, NOT_REGISTERED);
        let payload: Record<string, unknown>;
        try {
          payload = await verifyIdToken(formField(form, 'id_token'), platform, state.nonce, keysOf);
        } catch (error) {
          if (!(error instanceof LaunchRefused)) throw error;
          c.var.log?.warn({ err: error.cause, platform: platform.platformId }, 'LTI launch refused');
          return problem(c, 401, error.message, platform);
        }
        if (!(await deps.nonces.claim(`lti:${platform.platformId}:${state.nonce}`, NONCE_TTL_MS)))
          return problem(c, 401, LAUNCH_USED, platform);
        const deploymentId = String(payload[CLAIM.deploymentId]);
        switch (payload[CLAIM.messageType]) {
          case 'LtiDeepLinkingRequest': {
            if (!mayChoose(payload[CLAIM.roles])) return problem(c, 403, TEACHERS_ONLY, platform);
            const settings = deepLinkSettings(payload);
            if (!settings) return problem(c, 400, UNSUPPORTED_LAUNCH, platform);
            const token = await tokens.sign(
              'deep-link',
              { platformId: platform.platformId, deploymentId, ...settings },
              DEEP_LINK_LIFETIME,
            );
            c.header('Content-Security-Policy', ltiPagePolicy(platformOrigins(platform), ["'self'"]));
            c.header('Cache-Control', 'no-store');
            const modules = await publishedModulesOf(db, platform.orgId);
            return c.html(pickerPage(modules, `${deps.serverUrl()}/api/lti/deep-link`, token));
          }
          case 'LtiResourceLinkRequest': {
            const custom = payload[CLAIM.custom] as Record<string, unknown> | undefined;
            const target = String(payload[CLAIM.targetLinkUri] ?? '');
            const courseId =
              typeof custom?.[MODULE_PARAMETER] === 'string'
                ? (custom[MODULE_PARAMETER] as string)
                : decodeURIComponent(/\/lti\/([^/?#]+)/.exec(target)?.[1] ?? '');
            if (!(await isPublishedIn(platform.orgId, courseId))) return problem(c, 404, MODULE_GONE, platform);
            const ags = payload[CLAIM.ags] as { scope?: unknown; lineitem?: unknown } | undefined;
            const scores = Array.isArray(ags?.scope) && ags.scope.includes(AGS_SCORE_SCOPE);
            const launch = await tokens.sign(
              'launch',
              {
                platformId: platform.platformId,
                userId: String(payload.sub),
                courseId,
                ...(scores && typeof ags?.lineitem === 'string' ? { lineItem: ags.lineitem } : {}),
              },
              LAUNCH_LIFETIME,
            );
            return c.redirect(`/lti/${encodeURIComponent(courseId)}#launch=${launch}`, 303);
          }
          default:
            return problem(c, 400, UNSUPPORTED_LAUNCH, platform);
        }
      },
    )
    .post(
      '/lti/deep-link',
      describeRoute({ summary: 'Deep Linking: the module picked, sent back to the platform', tags: ['lti'] }),
      async (c) => {
        const form = await c.req.parseBody();
        const session = await tokens.verify('deep-link', formField(form, 'token'), deepLinkClaims);
        if (!session) return problem(c, 400, SIGN_IN_EXPIRED);
        const platform = await platformById(db, session.platformId);
        if (!platform) return problem(c, 400, NOT_REGISTERED);
        const module = await isPublishedIn(platform.orgId, formField(form, 'courseId'));
        if (!module) return problem(c, 404, MODULE_GONE, platform);
        const jwt = await deepLinkResponse(keys, platform, session, module, deps.serverUrl());
        c.header(
          'Content-Security-Policy',
          ltiPagePolicy(platformOrigins(platform), [new URL(session.returnUrl).origin]),
        );
        c.header('Cache-Control', 'no-store');
        return c.html(autoPostPage(session.returnUrl, { JWT: jwt }));
      },
    );
}
