import type { PlayerRoute } from './route';

/** The routes whose opening is a learner's view; a dispatch's view is its session, a thumbnail is nobody's. */
const COUNTED: Partial<Record<PlayerRoute['kind'], 'share' | 'module'>> = {
  share: 'share',
  module: 'module',
  mono: 'module',
  block: 'module',
  scorm: 'module',
  lti: 'module',
};

export const VIEWER_KEY = 'tessera.viewer';

/** This browser's viewer id (kept, so a reload is not a new learner); none in a sandbox or with storage off. */
function viewerId(storage: Storage | null): string | undefined {
  try {
    const known = storage?.getItem(VIEWER_KEY);
    if (known && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    storage?.setItem(VIEWER_KEY, id);
    return storage ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * SPEC §7 PUT /courses/views/{id}: tells the server a learner opened the published module, once per
 * opening (the server counts a viewer once per half hour). Resolves with the server's token for
 * this learner in this module (what their statements carry), or null. It never throws or rejects:
 * a failure is not the learner's concern.
 */
export function countLearnerView(
  route: PlayerRoute | null,
  moduleId: string,
  storage: Storage | null,
  send: typeof fetch = fetch,
): Promise<string | null> {
  const via = route && COUNTED[route.kind];
  if (!via) return Promise.resolve(null);
  const viewer = viewerId(storage);
  try {
    return send(`/api/courses/views/${encodeURIComponent(moduleId)}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(viewer ? { via, viewer } : { via }),
      keepalive: true,
    })
      .then((res) => res.json())
      .then((body: unknown) => {
        const token = (body as { viewerToken?: unknown } | null)?.viewerToken;
        return typeof token === 'string' ? token : null;
      })
      .catch(() => null);
  } catch {
    // A fetch that throws at once (a blocked scheme, a sandbox) is as silent as one that fails later.
    return Promise.resolve(null);
  }
}
