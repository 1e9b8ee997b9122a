import { z } from 'zod';

const sessionSchema = z.object({ token: z.string().min(1) });
const refusalSchema = z.object({ message: z.string() });

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
  if (res.ok) return sessionSchema.parse(body).token;
  throw new SessionRefused(
    refusalSchema.safeParse(body).data?.message ?? `This module could not be opened (${res.status}).`,
  );
}
