import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt',
  '.jpg': 'image/jpeg',
  '.xml': 'application/xml',
  '.xsd': 'application/xml',
  '.woff2': 'font/woff2',
};

export const HTML = TYPES['.html']!;

/** Answers a test server's request with a file under `root` (an unzipped package), or 404. */
export function sendFile(res: ServerResponse, root: string, path: string): void {
  const file = normalize(join(root, path));
  if (!file.startsWith(normalize(root))) return void res.writeHead(404).end();
  readFile(file).then(
    (body) => res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
    () => res.writeHead(404).end(),
  );
}
