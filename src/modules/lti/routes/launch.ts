import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../../platform/http/env';
import { publishedModuleOf, publishedModulesOf } from '../../courses';
import { platformById } from '../read-models/lti-platforms-queries';
import { AGS_SCORE_SCOPE, CLAIM, MODULE_PARAMETER, mayChoose } from '../claims';
import { DEEP_LINK_LIFETIME, deepLinkSettings } from '../deep-linking';
import { ltiPagePolicy, pickerPage } from '../html';
import { LaunchRefused, platformKeys, verifyIdToken } from '../id-token';
import { stateClaims } from '../login';
import { LAUNCH_LIFETIME } from '../launch';
import {
  LAUNCH_USED,
  MODULE_GONE,
  NOT_REGISTERED,
  SIGN_IN_EXPIRED,
  TEACHERS_ONLY,
  formField,
  platformOrigins,
  problem,
  type LtiRouteDeps,
} from './common';

const UNSUPPORTED_LAUNCH = 'Tessera cannot open this kind of LTI launch.';

/** How long a platform's OIDC nonce is remembered: a launch is used once. */
const NONCE_TTL_MS = 15 * 60_000;

/**
 * The launch (`/lti/launch`): Deep Linking shows the organisation's published modules to pick from;
 * a resource link opens the module's player at `/lti/{id}`, with the launch the player keeps progress by.
 */
export function ltiLaunchRoutes(deps: Pick<LtiRouteDeps, 'db' | 'tokens' | 'nonces' | 'serverUrl' | 'send'>) {
  const { db, tokens } = deps;
  const keysOf = platformKeys(deps.send);

  return new Hono<AppEnv>().post(
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
          if (!(await publishedModuleOf(db, platform.orgId, courseId))) return problem(c, 404, MODULE_GONE, platform);
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
  );
}
