import * as z from 'zod/mini';
import { request } from './client';
import { embedHeaders, queryToken } from './embedding';
import { getToken } from './session';

export type ScormVersion = 'scorm12' | 'scorm2004';
export type Reporting = 'passed-failed' | 'completed-incomplete';

const generated = z.object({
  success: z.literal(true),
  data: z.object({ downloadUrl: z.string(), packageName: z.string() }),
});
const dispatch = z.object({ dispatchId: z.string(), downloadUrl: z.string() });

/**
 * SPEC §7 POST /scorm-package/generate: the bundled package (or `cmi5`: a cmi5 package; `web`: a
 * plain web package), then fetched as a binary download.
 */
export const generatePackage = (courseId: string, dispatchType: ScormVersion | 'cmi5' | 'web', reporting?: Reporting) =>
  request('/scorm-package/generate', generated, {
    method: 'POST',
    body: { courseId, dispatchType, ...(reporting ? { reporting } : {}) },
  }).then((r) => r.data);

/** SPEC §7 POST /scorm/createdispatch/{id}: a thin package that loads the live published module. */
export const createDispatch = (courseId: string, requestedDispatchType: ScormVersion, reporting?: Reporting) =>
  request(`/scorm/createdispatch/${encodeURIComponent(courseId)}`, dispatch, {
    method: 'POST',
    body: { requestedDispatchType, ...(reporting ? { reporting } : {}) },
  });

/** SPEC §8: what a failed download says. */
const downloadFailed = (status: number) => `Download failed with status: ${status}`;

const fileNameOf = (disposition: string | null) => /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? null;

/** Fetches a file with the session's credentials, reporting progress (0–1, or null while the size is unknown) and the bytes received. */
export async function downloadFile(
  url: string,
  onProgress: (fraction: number | null, received: number) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string | null }> {
  const token = getToken() ?? queryToken();
  const response = await fetch(url, {
    headers: { ...embedHeaders(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (!response.ok || !response.body) throw new Error(downloadFailed(response.status));
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(total ? received / total : null, received);
  }
  const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/zip' });
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) };
}

/** Hands a downloaded file to the browser under its name. */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
