/**
 * SPEC §2: id, sid and hostaddr in the address mean Tessera runs embedded in a partner's page.
 * Decided once per page load, from the address the app was opened with: moving between pages
 * inside the app does not change it.
 */
const EMBED_KEYS = ['id', 'sid', 'hostaddr'] as const;

const currentSearch = () => (typeof window === 'undefined' ? '' : window.location.search);

export const isEmbeddedQuery = (search: string) => {
  const query = new URLSearchParams(search);
  return EMBED_KEYS.every((key) => query.has(key));
};

/** The partner's session Tessera was opened in (SPEC §2 id, sid, hostaddr). */
export interface HostSession {
  id: string;
  sid: string;
  hostaddr: string;
}

function hostSessionIn(search: string): HostSession | null {
  const query = new URLSearchParams(search);
  const [id, sid, hostaddr] = EMBED_KEYS.map((key) => query.get(key));
  return id && sid && hostaddr ? { id, sid, hostaddr } : null;
}

let opened: HostSession | null | undefined;
/** The host session of the address the app was opened with, for the whole page load. */
export function hostSession(): HostSession | null {
  opened ??= hostSessionIn(currentSearch());
  return opened;
}

export const isEmbedded = (): boolean => hostSession() !== null;

/** The host page's origin, when hostaddr names one: messages to the host go there and nowhere else. */
export function hostOrigin(): string | null {
  const hostaddr = hostSession()?.hostaddr;
  if (!hostaddr) return null;
  try {
    const url = new URL(hostaddr);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The query that keeps an in-app address inside the embedded session (SPEC §2: the editor passes with id and sid). */
export function embeddedSearch(): string {
  const session = hostSession();
  return session ? `?${new URLSearchParams({ ...session }).toString()}` : '';
}

/**
 * SPEC §7: X-ID and X-SID on every call while the address carries id and sid; after moving
 * inside the app, those of the host session it was opened with.
 */
export function embedHeaders(search: string = currentSearch()): Record<string, string> {
  const query = new URLSearchParams(search);
  const id = query.get('id') ?? hostSession()?.id;
  const sid = query.get('sid') ?? hostSession()?.sid;
  return id && sid ? { 'X-ID': id, 'X-SID': sid } : {};
}

/** SPEC §6: "stored token first, query token second": the token in the current address, when it reads as one. */
export function queryToken(search: string = currentSearch()): string | null {
  const token = new URLSearchParams(search).get('token');
  return token && token.split('.').length === 3 ? token : null;
}
