import { open } from 'node:fs/promises';
import { badRequest } from '../../platform/errors';
import type { MediaKind } from './events';
import { ACCEPTED_LABEL, ACCEPTED_TYPES, declaredFits } from './kinds';

async function headOf(path: string): Promise<string> {
  const handle = await open(path);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    return buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
  } finally {
    await handle.close();
  }
}

/** Text formats have no magic number: an SVG is XML whose first element is `<svg`. */
async function looksLikeSvg(path: string): Promise<boolean> {
  const withoutProlog = (await headOf(path)).replace(/^\s*(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|\s)*/i, '');
  return /^<svg[\s>]/i.test(withoutProlog);
}

/** WebVTT starts with its name. */
const looksLikeVtt = async (path: string) => /^WEBVTT(\s|$)/.test(await headOf(path));

/** What a browser may call a plain text or CSV file (a CSV is an Excel file to Windows). */
const TEXT_DECLARED = new Set(['', 'application/octet-stream', 'text/plain', 'text/csv', 'application/vnd.ms-excel']);

/**
 * Plain text and CSV have no magic number either: text is what was declared as such, has no NUL
 * byte, reads as UTF-8 and is not markup (a page named `.txt` is refused).
 */
async function textTypeOf(path: string, declaredType: string): Promise<string | undefined> {
  const declared = declaredType.toLowerCase();
  if (!TEXT_DECLARED.has(declared)) return undefined;
  const head = await headOf(path);
  if (head.includes('\u0000') || head.includes('\uFFFD') || head.trimStart().startsWith('<')) return undefined;
  return declared === 'text/csv' || declared === 'application/vnd.ms-excel' ? 'text/csv' : 'text/plain';
}

/**
 * The file's real type, from its bytes: it must be one Tessera keeps for this kind, and the type the
 * browser declared must name the same kind. Anything else (an HTML page named `.png`) is refused.
 */
export async function identifyFile(
  path: string,
  kind: MediaKind,
  declaredType: string,
): Promise<{ contentType: string; extension: string }> {
  const refuse = () =>
    badRequest(
      `This file's contents do not match its type (${declaredType || 'none given'}): Tessera accepts ${kind} files in ${ACCEPTED_LABEL[kind]}`,
    );
  if (!declaredFits(kind, declaredType)) throw refuse();
  if (kind === 'captions') {
    if (!(await looksLikeVtt(path))) throw refuse();
    return { contentType: 'text/vtt', extension: 'vtt' };
  }
  // file-type is loaded with the first upload, not at start-up.
  const { fileTypeFromFile } = await import('file-type');
  const detected = (await fileTypeFromFile(path))?.mime;
  const maybeSvg = kind === 'image' && (detected === undefined || detected === 'application/xml');
  const sniffed =
    maybeSvg && (await looksLikeSvg(path))
      ? 'image/svg+xml'
      : kind === 'document' && detected === undefined
        ? await textTypeOf(path, declaredType)
        : detected;
  const extension = sniffed ? ACCEPTED_TYPES[kind][sniffed] : undefined;
  if (!sniffed || !extension) throw refuse();
  return { contentType: sniffed, extension };
}
