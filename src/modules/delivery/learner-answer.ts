import { chooseCoding } from '../../platform/http/accept-encoding';
import { COMPRESS_MIN_BYTES } from '../../platform/http/compress-json';
import type { LearnerBody } from './learner-bodies';

/**
 * Anyone with the link may take a published module (a share link works without an account); an
 * unpublished one is 404. Browsers revalidate each time (republishing or a theme edit shows at
 * once) and get 304 while the published revision, the language and the theme are the same.
 */
const CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export type LearnerAnswer = { headers: Record<string, string> } & (
  | { status: 200; body: Uint8Array<ArrayBuffer> }
  | { status: 304; body: null }
);

const versionHeaders = (etag: string): Record<string, string> => ({
  ETag: etag,
  'Cache-Control': CACHE_CONTROL,
  // Public, and read with no credentials: a player in a sandboxed frame (an opaque origin) reads it too.
  'Access-Control-Allow-Origin': '*',
});

/** The browser holds this version already (its If-None-Match is `etag`). */
export const notModified = (etag: string): LearnerAnswer => ({
  status: 304,
  headers: versionHeaders(etag),
  body: null,
});

/**
 * A learner read's answer, whether made now or served again from memory: 304 when the browser
 * holds this version, else the cached bytes in the coding it prefers.
 */
export function learnerAnswer(
  etag: string,
  body: LearnerBody,
  request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
): LearnerAnswer {
  if (request.ifNoneMatch === etag) return notModified(etag);
  const headers = versionHeaders(etag);
  headers['Content-Type'] = 'application/json';
  if (body.json.byteLength < COMPRESS_MIN_BYTES) return { status: 200, headers, body: body.json };
  const coding = chooseCoding(request.acceptEncoding);
  const bytes = coding === 'identity' ? body.json : body[coding];
  headers.Vary = 'Accept-Encoding';
  if (coding !== 'identity') headers['Content-Encoding'] = coding;
  headers['Content-Length'] = String(bytes.byteLength);
  return { status: 200, headers, body: bytes };
}
