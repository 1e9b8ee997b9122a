import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../../platform/http/env';
import { platformsByIssuer } from '../read-models/lti-platforms-queries';
import { authenticationRequest, loginRequest } from '../login';
import { NOT_REGISTERED, problem, type LtiRouteDeps } from './common';

/** The tool's public keys (`/lti/jwks`) and the OIDC login a platform starts a launch with (`/lti/login`). */
export function ltiLoginRoutes(deps: Pick<LtiRouteDeps, 'db' | 'keys' | 'tokens' | 'serverUrl'>) {
  const { db, keys, tokens } = deps;

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
    );
}
