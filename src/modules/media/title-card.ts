import sharp from 'sharp';

export const THUMBNAIL_WIDTH = 1280;
export const THUMBNAIL_HEIGHT = 720;

/** Colours of the built-in themes' title cards (background from → to, text); a custom theme gets the default's. */
const CARD_COLOURS: Record<string, [string, string, string]> = {
  default: ['#1d4ed8', '#2563eb', '#ffffff'],
  calm: ['#0f766e', '#14b8a6', '#ffffff'],
  contrast: ['#000000', '#1f2937', '#fde047'],
  warm: ['#9a3412', '#f97316', '#fff7ed'],
};

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Breaks a title into at most `maxLines` lines of about `perLine` characters, the last one cut with an ellipsis. */
export function titleLines(title: string, perLine = 26, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.trim().split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > perLine && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1)}…`;
  return kept;
}

/** A 1280 × 720 JPEG with the module's title on its theme's colours. */
export async function renderTitleCard(title: string, theme: string): Promise<Buffer> {
  const [from, to, ink] = CARD_COLOURS[theme] ?? CARD_COLOURS.default!;
  const lines = titleLines(title || 'Untitled module');
  const lineHeight = 84;
  const top = THUMBNAIL_HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map((l, i) => `<text x="96" y="${top + i * lineHeight}" dominant-baseline="middle">${escapeXml(l)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="96" y="${top - lineHeight / 2 - 40}" width="96" height="10" rx="5" fill="${ink}" opacity="0.8"/>
    <g fill="${ink}" font-family="Inter, DejaVu Sans, sans-serif" font-size="68" font-weight="700">${text}</g>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** The image cut to 16:9 around what matters in it (sharp's attention crop), as a 1280 × 720 JPEG. */
export function cropToThumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .autoOrient()
    .resize(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
    .jpeg({ quality: 85 })
    .toBuffer();
}
