/** A field of a JSON answer, when it is a string (checked by hand: no schema library in a dispatch package's page). */
const stringField = (body: unknown, key: string): string | undefined => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/** A session could not be opened; `message` is meant for the learner. */
export class SessionRefused extends Error {}

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
    throw new SessionRefused('This module cannot be reached right now. Please try again later.');
  }
  const body: unknown = await res.json().catch(() => null);
  const token = stringField(body, 'token');
  if (res.ok && token) return token;
  if (res.ok) throw new Error('the server answered no session token');
  throw new SessionRefused(stringField(body, 'message') ?? `This module could not be opened (${res.status}).`);
}
