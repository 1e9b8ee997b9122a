import type { LtiPlatform } from './lti-platform';

type Api = {
  get(path: string): Promise<{ status: number; body: unknown }>;
  post(path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
};
type ToolAddresses = {
  loginUrl: string;
  redirectUrl: string;
  jwksUrl: string;
  deepLinkingUrl: string;
  targetLinkUrl: string;
};

/**
 * Both sides of an LTI 1.3 registration, as their administrators make it: the test platform is
 * given Tessera's tool addresses, and the organisation of `api` (its ADMIN) registers the platform.
 * Answers the registration call's result.
 */
export async function registerBothWays(api: Api, platform: LtiPlatform) {
  const tool = (await api.get('/lti/tool')).body as ToolAddresses;
  platform.registerTool({
    loginUrl: tool.loginUrl,
    redirectUrls: [tool.redirectUrl],
    jwksUrl: tool.jwksUrl,
    deepLinkingUrl: tool.deepLinkingUrl,
    launchUrl: tool.targetLinkUrl,
  });
  return api.post('/lti/platforms', {
    name: 'Test LMS',
    issuer: platform.issuer,
    clientId: platform.clientId,
    deploymentIds: [platform.deploymentId],
    authLoginUrl: platform.authLoginUrl,
    tokenUrl: platform.tokenUrl,
    jwksUrl: platform.jwksUrl,
  });
}
