import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipPackage } from './scorm-files';

/** What a dispatch package carries, read from the package as an LMS receives it. */
export async function dispatchConfigOf(baseUrl: string, token: string, dispatchId: string) {
  const res = await fetch(`${baseUrl}/api/scorm/dispatch/${dispatchId}/package`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const dir = unzipPackage(Buffer.from(await res.arrayBuffer()));
  const config = readFileSync(join(dir, 'tessera-dispatch.js'), 'utf8');
  return JSON.parse(config.slice(config.indexOf('{'), config.lastIndexOf('}') + 1)) as {
    secret: string;
    server: string;
    dispatchId: string;
  };
}

/** The session call as the package's page in an LMS makes it: its browser sets `Origin` to the LMS page's origin. */
export async function openSession(baseUrl: string, dispatchId: string, body: Record<string, unknown>, origin?: string) {
  const res = await fetch(`${baseUrl}/api/dispatch/${dispatchId}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { token: string; message: string } };
}
