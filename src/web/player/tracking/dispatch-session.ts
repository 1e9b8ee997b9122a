/** A field of a JSON answer, when it is a string (checked by hand: no schema library in a dispatch package's page). */
const stringField = (body: unknown, key: string): string | undefined => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/** A session could not be opened; `message` is meant for the learner. */
class SessionRefused extends Error {}

const UNREACHABLE = 'This module cannot be reached right now. Please try again later.';

/** What Tessera said when it refused, for the learner (it names what happened and whom to ask). */
async function refusalOf(res: Response): Promise<string> {
  const body: unknown = await res.json().catch(() => null);
  return stringField(body, 'message') ?? `This module could not be opened (${res.status}).`;
}

/**
 * Asked before the package touches the LMS: whether Tessera will take this dispatch from this LMS
 * page (revoked, expired and LMS origins are known before the learner is). A refusal or a network
 * failure throws, and the LMS never hears of the launch.
 */
export async function admitDispatch(server: string, dispatchId: string, secret: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`${server}/api/dispatch/${encodeURIComponent(dispatchId)}/admission`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secret }),
      credentials: 'omit',
    });
  } catch {
    throw new SessionRefused(UNREACHABLE);
  }
  if (!res.ok) throw new SessionRefused(await refusalOf(res));
}

/**
 * Whether the session is still open: null, or Tessera's refusal (revoked, expired). A network
 * failure counts as open: the LMS keeps the learner's progress while Tessera is out of reach.
 */
export async function sessionRefusal(server: string, dispatchId: string, token: string): Promise<string | null> {
  try {
    const res = await fetch(`${server}/api/dispatch/${encodeURIComponent(dispatchId)}/session`, {
      headers: { 'x-dispatch-session': token },
      credentials: 'omit',
      cache: 'no-store',
    });
    return res.ok ? null : await refusalOf(res);
  } catch {
    return null;
  }
}

/**
 * The dispatch package trades its secret for a learner session itself, from the LMS page: the
 * browser sends that page's origin (the Origin header), which the server checks against the
 * dispatch's allowed LMS origins. The player only ever gets the session token.
 */
export async function openDispatchSession(
  server: string,
  dispatchId: string,
  secret: string,
  learnerId: string,
): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${server}/api/dispatch/${encodeURIComponent(dispatchId)}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secret, learnerId }),
      credentials: 'omit',
    });
  } catch {
    throw new SessionRefused(UNREACHABLE);
  }
  if (!res.ok) throw new SessionRefused(await refusalOf(res));
  const token = stringField(await res.json().catch(() => null), 'token');
  if (!token) throw new Error('the server answered no session token');
  return token;
}
