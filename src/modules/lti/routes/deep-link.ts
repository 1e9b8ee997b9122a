import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../../platform/http/env';
import { publishedModuleOf } from '../../courses';
import { platformById } from '../read-models/lti-platforms-queries';
import { deepLinkClaims, deepLinkResponse } from '../deep-linking';
import { autoPostPage, ltiPagePolicy } from '../html';
import {
  MODULE_GONE,
  NOT_REGISTERED,
  SIGN_IN_EXPIRED,
  formField,
  platformOrigins,
  problem,
  type LtiRouteDeps,
} from './common';

/** The Deep Linking response (`/lti/deep-link`): the module the teacher picked, posted back to the platform. */
export function ltiDeepLinkRoutes(deps: Pick<LtiRouteDeps, 'db' | 'keys' | 'tokens' | 'serverUrl'>) {
  const { db, keys, tokens } = deps;
  return new Hono<AppEnv>().post(
    '/lti/deep-link',
    describeRoute({ summary: 'Deep Linking: the module picked, sent back to the platform', tags: ['lti'] }),
    async (c) => {
      const form = await c.req.parseBody();
      const session = await tokens.verify('deep-link', formField(form, 'token'), deepLinkClaims);
      if (!session) return problem(c, 400, SIGN_IN_EXPIRED);
      const platform = await platformById(db, session.platformId);
      if (!platform) return problem(c, 400, NOT_REGISTERED);
      const module = await publishedModuleOf(db, platform.orgId, formField(form, 'courseId'));
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
