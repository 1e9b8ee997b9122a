import { parseAccept } from 'hono/utils/accept';

/** The content codings Tessera sends, best first: brotli is smaller than gzip at the same cost to decode. */
export type ContentCoding = 'br' | 'gzip';
export const CONTENT_CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * The coding to send for an `Accept-Encoding` header (RFC 9110 §12.5.3), among those on offer:
 * the highest q-value wins, ties go to the earlier offer, then to identity. A coding the client did
 * not name is acceptable only through `*`; an unnamed identity is acceptable but least preferred, and is
 * refused only by `identity;q=0` or by `*;q=0` without naming it. When the client refuses everything, identity still (the sane answer:
 * a 406 for a script or a JSON answer helps nobody).
 */
export function chooseCoding(
  header: string | undefined,
  offered: readonly ContentCoding[] = CONTENT_CODINGS,
): ContentCoding | 'identity' {
  if (!header?.trim()) return 'identity';
  const accepts = parseAccept(header);
  const qOf = (coding: string, unnamed: number) =>
    accepts.find((a) => a.type.toLowerCase() === coding)?.q ?? accepts.find((a) => a.type === '*')?.q ?? unnamed;
  let best: ContentCoding | null = null;
  let bestQ = 0;
  for (const coding of offered) {
    const q = qOf(coding, 0);
    if (q > bestQ) [best, bestQ] = [coding, q];
  }
  return best && bestQ >= qOf('identity', Number.MIN_VALUE) ? best : 'identity';
}
