import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { Block } from '../../courses';
import type { LearnerModule } from '../learner-module';
import type { PackageFile } from './package-file';

const MAX_MEDIA_BYTES = 200 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 20_000;

/** The media a block plays from a file (not the YouTube/Vimeo/embedded pages, which are the web by nature). */
function mediaUrls(block: Block): string[] {
  switch (block.type) {
    case 'ImageBlockComponent':
      return [block.data.url];
    case 'VideoBlockComponent':
      return block.data.videoType === 'upload' ? [block.data.url, ...Object.values(block.data.vtts)] : [];
    case 'AudioBlockComponent':
      return [block.data.url, ...Object.values(block.data.audio)];
    case 'AvatarBlockComponent':
      return [block.data.url];
    default:
      return [];
  }
}

async function download(url: string, webRoot: string): Promise<Buffer> {
  if (url.startsWith('/')) {
    const path = normalize(join(webRoot, decodeURIComponent(url.split(/[?#]/)[0]!)));
    if (!path.startsWith(normalize(webRoot))) throw new Error(`${url} is outside the web root`);
    return readFile(path);
  }
  if (!/^https?:\/\//i.test(url)) throw new Error(`${url} is not a web address`);
  const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > MAX_MEDIA_BYTES) throw new Error(`${url} is larger than ${MAX_MEDIA_BYTES} bytes`);
  return bytes;
}

const packagePath = (url: string) => {
  const ext = extname(new URL(url, 'http://x').pathname).toLowerCase().replace(/[^.a-z0-9]/g, '').slice(0, 6);
  return `media/${createHash('sha256').update(url).digest('hex').slice(0, 16)}${ext}`;
};

/** Every media file the module plays goes into the package, and the module points at the copies. */
export async function bundleMedia(module: LearnerModule, webRoot: string): Promise<{ module: LearnerModule; files: PackageFile[] }> {
  const urls = [...new Set(module.blocks.flatMap(mediaUrls).filter(Boolean))];
  const files = await Promise.all(urls.map(async (url) => ({ url, path: packagePath(url), source: await download(url, webRoot) })));
  const local = new Map(files.map((f) => [f.url, f.path]));
  // Replacing whole JSON string values keeps every other field as it was.
  const json = JSON.stringify(module, (_key, value: unknown) => (typeof value === 'string' && local.has(value) ? local.get(value) : value));
  return { module: JSON.parse(json) as LearnerModule, files: files.map(({ path, source }) => ({ path, source })) };
}
