import { loadSharp } from './sharp';
import { fitFontSize, fontStack, type ThemeLook } from '../themes';

export const THUMBNAIL_WIDTH = 1280;
export const THUMBNAIL_HEIGHT = 720;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** Breaks a title into lines of at most `perLine` characters (a longer word keeps its own line). */
export function wrapTitle(title: string, perLine: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.trim().split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > perLine && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

const MARGIN = 96;
const MAX_LINES = 3;
/** A bold face's average advance, in ems: enough to wrap without measuring glyphs. */
const AVERAGE_ADVANCE = 0.58;
const LINE_HEIGHT = 1.2;
const TITLE_SIZES = { min: 40, max: 88 };

/** The title's lines and font size: as large as fits three lines in the card (SPEC §9's binary search), cut with an ellipsis at the smallest. */
export function fitTitle(title: string): { lines: string[]; size: number } {
  const width = THUMBNAIL_WIDTH - 2 * MARGIN;
  const perLine = (size: number) => Math.floor(width / (size * AVERAGE_ADVANCE));
  const wrapped = (size: number) => wrapTitle(title, perLine(size));
  const size = fitFontSize(TITLE_SIZES.min, TITLE_SIZES.max, (s) => {
    const lines = wrapped(s);
    return lines.length <= MAX_LINES && lines.every((l) => l.length <= perLine(s));
  });
  const lines = wrapped(size);
  if (lines.length <= MAX_LINES) return { lines, size };
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1]!.slice(0, perLine(size) - 1)}…`;
  return { lines: kept, size };
}

/** A 1280 × 720 JPEG with the module's title in its theme: page colour, heading colour and font, an accent in the button colour. */
export async function renderTitleCard(title: string, look: ThemeLook): Promise<Buffer> {
  const { lines, size } = fitTitle(title || 'Untitled module');
  const lineHeight = size * LINE_HEIGHT;
  const top = THUMBNAIL_HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map((l, i) => `<text x="${MARGIN}" y="${top + i * lineHeight}" dominant-baseline="middle">${escapeXml(l)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}">
    <rect width="100%" height="100%" fill="${look.frameBgColor}"/>
    <rect x="32" y="32" width="${THUMBNAIL_WIDTH - 64}" height="${THUMBNAIL_HEIGHT - 64}" rx="24" fill="${look.docBgColor}"/>
    <rect x="${MARGIN}" y="${top - lineHeight / 2 - 40}" width="96" height="10" rx="5" fill="${look.questionActionColor}"/>
    <g fill="${look.headingColor}" font-family="${escapeXml(fontStack(look.headingFont))}" font-size="${size}" font-weight="700">${text}</g>
  </svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** The image cut to 16:9 around what matters in it (sharp's attention crop), as a 1280 × 720 JPEG. */
export async function cropToThumbnail(image: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(image)
    .autoOrient()
    .resize(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT, { fit: 'cover', position: sharp.strategy.attention })
    .jpeg({ quality: 85 })
    .toBuffer();
}
