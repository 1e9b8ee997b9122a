import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { PlatformRow } from './read-models/lti-platforms-queries';
import { CLAIM, LTI_VERSION, MODULE_PARAMETER } from './claims';
import type { PickableModule } from './html';
import type { ToolKeys } from './tool-key';

/** A Deep Linking session between the picker and the response: where to return, and what to echo. */
export const deepLinkClaims = z.object({
  platformId: z.string(),
  deploymentId: z.string(),
  returnUrl: z.string().url(),
  data: z.string().optional(),
});
export type DeepLinkSession = z.infer<typeof deepLinkClaims>;

export const DEEP_LINK_LIFETIME = '30m';

/** The LMS's settings for this Deep Linking request, or null when it cannot take a resource link. */
export function deepLinkSettings(payload: Record<string, unknown>) {
  const settings = payload[CLAIM.deepLinkingSettings] as
    | { deep_link_return_url?: unknown; accept_types?: unknown; data?: unknown }
    | undefined;
  if (typeof settings?.deep_link_return_url !== 'string') return null;
  if (Array.isArray(settings.accept_types) && !settings.accept_types.includes('ltiResourceLink')) return null;
  return {
    returnUrl: settings.deep_link_return_url,
    ...(typeof settings.data === 'string' ? { data: settings.data } : {}),
  };
}

/**
 * The Deep Linking response (LTI-DL 2.0 §4.2): one resource link that launches the module at
 * `/lti/{id}`, with a line item out of 100 so the platform makes a gradebook column for its score.
 */
export function deepLinkResponse(
  keys: ToolKeys,
  platform: PlatformRow,
  session: DeepLinkSession,
  module: PickableModule,
  serverUrl: string,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return keys.sign({
    iss: platform.clientId,
    aud: platform.issuer,
    iat: now,
    exp: now + 300,
    nonce: randomBytes(18).toString('base64url'),
    [CLAIM.deploymentId]: session.deploymentId,
    [CLAIM.messageType]: 'LtiDeepLinkingResponse',
    [CLAIM.version]: LTI_VERSION,
    ...(session.data !== undefined ? { [CLAIM.data]: session.data } : {}),
    [CLAIM.contentItems]: [
      {
        type: 'ltiResourceLink',
        title: module.title || 'Untitled module',
        ...(module.description ? { text: module.description } : {}),
        url: `${serverUrl}/lti/${encodeURIComponent(module.courseId)}`,
        custom: { [MODULE_PARAMETER]: module.courseId },
        lineItem: { scoreMaximum: 100, label: module.title || 'Untitled module', resourceId: module.courseId },
      },
    ],
  });
}
