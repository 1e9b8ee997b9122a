import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { PlatformRow } from './read-models/lti-platforms-queries';
import type { LtiTokens } from './tokens';

/** A third-party initiated login (OIDC), as the platform sends it (query or form). */
export const loginRequest = z.object({
  iss: z.string().min(1).max(2000),
  login_hint: z.string().min(1).max(2000),
  target_link_uri: z.string().min(1).max(2000),
  lti_message_hint: z.string().max(4000).optional(),
  client_id: z.string().max(300).optional(),
  lti_deployment_id: z.string().max(300).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** What the OIDC `state` carries to the launch: which platform, and the nonce its id_token must repeat. */
export const stateClaims = z.object({ platformId: z.string(), nonce: z.string() });

const STATE_LIFETIME = '10m';

/**
 * The OIDC authentication request the browser is sent on to (LTI 1.3 §5.1.1.2): the id_token comes
 * back by form post to `launchUrl`, with a `state` only this server can have signed and a nonce
 * it checks once.
 */
export async function authenticationRequest(
  platform: PlatformRow,
  login: LoginRequest,
  launchUrl: string,
  tokens: LtiTokens,
): Promise<string> {
  const nonce = randomBytes(18).toString('base64url');
  const state = await tokens.sign('state', { platformId: platform.platformId, nonce }, STATE_LIFETIME);
  const url = new URL(platform.authLoginUrl);
  const params: Record<string, string> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.clientId,
    redirect_uri: launchUrl,
    login_hint: login.login_hint,
    state,
    nonce,
    ...(login.lti_message_hint !== undefined ? { lti_message_hint: login.lti_message_hint } : {}),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}
