import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { guardedFetcher } from '../../../platform/outbound/guarded-fetch';
import { OutboundError } from '../../../platform/outbound/outbound-error';
import { type Block, kindMedia } from '../../courses';
import type { LearnerModule } from '../learner-module';
import type { PackageFile } from './package-file';

/** Media from the web come through the guarded client only: public addresses, 200 MB each at most. */
const fetchRemote = guardedFetcher({ maxBytes: 200 * 1024 * 1024, timeoutMs: 120_000, maxRedirects: 5 });
const PARALLEL_READS = 4;

/** The bytes of an uploaded file from its path (`/api/media/files/…`), or null when the path is not one. */
export type ReadUploaded = (path: string) => Promise<Buffer | null>;

/** Where a package's media come from: uploads from the media store, Tessera's own files from disk, the rest from the web. */
export type MediaSources = {
  webRoot: string;
  /** Tessera's public address: a full URL on its host is read locally too, never over HTTP. */
  publicUrl?: string | undefined;
  readUploaded: ReadUploaded;
};

export type RefusedMedia = { url: string; reason: string };

/** Some media could not be put in the package; each is named with the reason. */
export class MediaNotBundled extends Error {
  constructor(readonly media: RefusedMedia[]) {
    super(`these media cannot be put in the package: ${media.map((m) => `${m.url} (${m.reason})`).join('; ')}`);
    this.name = 'MediaNotBundled';
  }
}

/** The media a block plays or offers from a file (not the YouTube/Vimeo/embedded pages, which are the web by nature). */
function mediaUrls(block: Block): string[] {
  switch (block.type) {
    case 'ImageBlockComponent':
      return [block.data.url];
    case 'VideoBlockComponent':
      return block.data.videoType === 'upload' ? [block.data.url, ...Object.values(block.data.vtts)] : [];
    case 'AudioBlockComponent':
      return [block.data.url, ...Object.values(block.data.audio)];
    case 'AvatarBlockComponent':
      return [block.data.url, ...Object.values(block.data.vtts)];
    case 'SortingBlockComponent':
      return block.data.items.flatMap((item) => (item.image ? [item.image.url] : []));
    default:
      return kindMedia(block);
  }
}

/** A file under the web root (path traversal refused). */
async function readWebFile(path: string, webRoot: string): Promise<Buffer> {
  const root = normalize(webRoot);
  let file: string;
  try {
    file = normalize(join(root, decodeURIComponent(path)));
  } catch {
    throw new Error('is not a file Tessera serves');
  }
  if (!file.startsWith(root + sep)) throw new Error('is outside the files Tessera serves');
  return readFile(file).catch(() => {
    throw new Error('is not a file Tessera serves');
  });
}

function reader({ webRoot, publicUrl, readUploaded }: MediaSources) {
  const ownHost = publicUrl ? new URL(publicUrl).hostname.toLowerCase() : null;
  const readOwn = async (path: string) => (await readUploaded(path)) ?? readWebFile(path, webRoot);
  return (url: string): Promise<Buffer> => {
    if (url.startsWith('/') && !url.startsWith('//')) return readOwn(url.split(/[?#]/)[0]!);
    const parsed = URL.canParse(url) ? new URL(url) : null;
    if (parsed && parsed.hostname.toLowerCase() === ownHost) return readOwn(parsed.pathname);
    return fetchRemote(url);
  };
}

const packagePath = (url: string) => {
  const ext = extname(new URL(url, 'http://x').pathname)
    .toLowerCase()
    .replace(/[^.a-z0-9]/g, '')
    .slice(0, 6);
  return `media/${createHash('sha256').update(url).digest('hex').slice(0, 16)}${ext}`;
};

/** Reads every URL, a few at a time; each failure is kept with its reason. */
async function readAll(urls: string[], read: (url: string) => Promise<Buffer>) {
  const files: PackageFile[] = [];
  const refused: RefusedMedia[] = [];
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        files.push({ path: packagePath(url), source: await read(url) });
      } catch (error) {
        refused.push({
          url,
          reason:
            error instanceof OutboundError ? error.reason : error instanceof Error ? error.message : String(error),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, urls.length) }, worker));
  return { files, refused };
}

/**
 * Every media file the modules play (one module in each of its languages: the same media), and
 * their theme's logo and frame image, go into the package, and the modules point at the copies.
 * A package is whole or not made: any medium that cannot be read refuses the build, naming each.
 */
export async function bundleMedia(
  modules: LearnerModule[],
  sources: MediaSources,
): Promise<{ modules: LearnerModule[]; files: PackageFile[] }> {
  const urls = [
    ...new Set(
      modules.flatMap((module) => [
        ...module.blocks.flatMap(mediaUrls),
        module.look.logoImage,
        module.look.frameBgImage,
      ]),
    ),
  ].filter(Boolean);
  const { files, refused } = await readAll(urls, reader(sources));
  if (refused.length) throw new MediaNotBundled(refused.sort((a, b) => urls.indexOf(a.url) - urls.indexOf(b.url)));
  const local = new Map(urls.map((url) => [url, packagePath(url)]));
  // Replacing whole JSON string values keeps every other field as it was. An upload's other sizes
  // (`media`) stay out: the package plays the one file it carries.
  const json = JSON.stringify(modules, (key, value: unknown) =>
    key === 'media' ? undefined : typeof value === 'string' && local.has(value) ? local.get(value) : value,
  );
  return { modules: JSON.parse(json) as LearnerModule[], files };
}
