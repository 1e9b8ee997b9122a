/** A compressed answer's bytes differ from the identity ones, so its ETag is weak (RFC 9110 §8.8.1). */
export const weakEtag = (etag: string) => (etag.startsWith('W/') ? etag : `W/${etag}`);

/** Whether `If-None-Match` names this ETag, by the weak comparison RFC 9110 §13.1.2 asks for. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
