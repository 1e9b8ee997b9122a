import { createRemoteJWKSet, customFetch, errors, type JWTPayload, jwtVerify } from 'jose';
import type { ProtocolFetch } from '../../platform/outbound/guarded-protocol-fetch';
import type { PlatformRow } from './read-models/lti-platforms-queries';
import { CLAIM, LTI_VERSION } from './claims';

type KeySet = ReturnType<typeof createRemoteJWKSet>;

/**
 * Why a launch is refused, in words for the person who clicked (they pass them on to an
 * administrator); `cause` is what went wrong underneath, for the log only.
 */
export class LaunchRefused extends Error {}

/**
 * The platforms' key sets, one per JWKS URL: jose fetches a set once, again when a token names a
 * key it has not seen (a platform's key rotation), and at most every 30 s, through `send` (the
 * guarded client: a platform's address is never this host or a private network unless allowed).
 */
export function platformKeys(send: ProtocolFetch) {
  const sets = new Map<string, KeySet>();
  return (jwksUrl: string) => {
    let set = sets.get(jwksUrl);
    if (!set) {
      set = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 10_000, [customFetch]: send });
      sets.set(jwksUrl, set);
    }
    return set;
  };
}

/**
 * An id_token checked as LTI 1.3 and the Security Framework ask (§5.1.3): signed by the platform's
 * key (RS256), issued by it to this tool (`aud`, and `azp` when there are several audiences), not
 * expired, carrying the nonce of this login, from a deployment the platform registered, LTI 1.3.0.
 */
export async function verifyIdToken(
  idToken: string,
  platform: PlatformRow,
  nonce: string,
  keysOf: (jwksUrl: string) => KeySet,
): Promise<JWTPayload> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keysOf(platform.jwksUrl), {
      issuer: platform.issuer,
      audience: platform.clientId,
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'iat', 'sub', 'nonce'],
      clockTolerance: 60,
    }));
  } catch (error) {
    // The learner is told which side to look at, never what the network said (a port open or closed, a page found).
    const keysUnreachable = !(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout;
    throw new LaunchRefused(
      keysUnreachable
        ? "The learning platform's keys could not be fetched. Ask your Tessera administrator to check the platform's key set address."
        : "The learning platform's sign-in could not be verified. Please open the link again.",
      { cause: error },
    );
  }
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== platform.clientId)
    throw new LaunchRefused("The learning platform's sign-in was meant for another tool.");
  if (payload.nonce !== nonce)
    throw new LaunchRefused('This launch does not match its sign-in. Please open the link again.');
  if (!platform.deploymentIds.includes(String(payload[CLAIM.deploymentId])))
    throw new LaunchRefused(
      'This deployment of Tessera is not registered for the learning platform. Ask your Tessera administrator to add its deployment id.',
    );
  if (payload[CLAIM.version] !== LTI_VERSION) throw new LaunchRefused('Only LTI 1.3 launches are supported.');
  return payload;
}
