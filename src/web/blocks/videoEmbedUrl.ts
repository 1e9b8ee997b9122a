import type { BlockData } from '../../modules/courses/content';

export type VideoType = BlockData<'VideoBlockComponent'>['videoType'];

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];
const YOUTUBE_PATH = /^\/(?:embed|shorts|live|v)\/([^/]+)/;
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];
/** vimeo.com/ID, vimeo.com/ID/HASH (unlisted), vimeo.com/channels/NAME/ID, player.vimeo.com/video/ID … */
const VIMEO_PATH = /\/(\d+)(?:\/([\da-f]+))?\/?$/i;

function parse(url: string): URL | undefined {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  const id =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : YOUTUBE_HOSTS.includes(host)
        ? url.pathname === '/watch'
          ? url.searchParams.get('v')
          : YOUTUBE_PATH.exec(url.pathname)?.[1]
        : undefined;
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

function vimeoEmbed(url: URL): string | undefined {
  if (!VIMEO_HOSTS.includes(url.hostname.toLowerCase())) return undefined;
  const match = VIMEO_PATH.exec(url.pathname);
  if (!match) return undefined;
  const hash = match[2] ?? url.searchParams.get('h');
  return `https://player.vimeo.com/video/${match[1]}${hash ? `?h=${encodeURIComponent(hash)}` : ''}`;
}

/** The privacy-friendly player address for a YouTube or Vimeo link; undefined for uploads and links it cannot read. */
export function videoEmbedUrl(url: string, type: VideoType): string | undefined {
  const parsed = parse(url);
  if (!parsed || type === 'upload') return undefined;
  if (type === 'vimeo') return vimeoEmbed(parsed);
  const id = youtubeId(parsed);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : undefined;
}
