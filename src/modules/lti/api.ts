import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/env';
import type { LtiRouteDeps } from './routes/common';
import { ltiDeepLinkRoutes } from './routes/deep-link';
import { ltiLaunchRoutes } from './routes/launch';
import { ltiLoginRoutes } from './routes/login';

export { LAUNCH_USED, MODULE_GONE, NOT_REGISTERED, SIGN_IN_EXPIRED, TEACHERS_ONLY } from './routes/common';

/**
 * The LTI 1.3 tool: its keys (`/lti/jwks`), the OIDC login (`/lti/login`), the launch
 * (`/lti/launch`: Deep Linking shows the organisation's published modules to pick from; a resource
 * link opens the module's player at `/lti/{id}`, with the launch the player keeps progress by),
 * and the Deep Linking response (`/lti/deep-link`).
 */
export function launchRoutes(deps: LtiRouteDeps) {
  return new Hono<AppEnv>()
    .route('/', ltiLoginRoutes(deps))
    .route('/', ltiLaunchRoutes(deps))
    .route('/', ltiDeepLinkRoutes(deps));
}
