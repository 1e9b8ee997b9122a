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

let embedded: boolean | undefined;
export function isEmbedded(): boolean {
  embedded ??= isEmbeddedQuery(currentSearch());
  return embedded;
}

/** SPEC §7: X-ID and X-SID on every call while the current address carries id and sid. */
export function embedHeaders(search: string = currentSearch()): Record<string, string> {
  const query = new URLSearchParams(search);
  const id = query.get('id');
  const sid = query.get('sid');
  return id && sid ? { 'X-ID': id, 'X-SID': sid } : {};
}

/** SPEC §6: "stored token first, query token second": the token in the current address, when it reads as one. */
export function queryToken(search: string = currentSearch()): string | null {
  const token = new URLSearchParams(search).get('token');
  return token && token.split('.').length === 3 ? token : null;
}
