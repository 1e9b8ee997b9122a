import { XliffUnreadable } from './document';

const BOMS: Array<[number[], string]> = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];
/** `<?` with no byte-order mark: which UTF-16 the first two characters are in (XML 1.0 Appendix F). */
const UNMARKED_UTF16: Array<[number[], string]> = [
  [[0x3c, 0x00, 0x3f, 0x00], 'utf-16le'],
  [[0x00, 0x3c, 0x00, 0x3f], 'utf-16be'],
];

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/** The encoding the XML declaration names, read from its ASCII-compatible first bytes. */
function declaredEncoding(bytes: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  return /^<\?xml[^>]*\sencoding\s*=\s*["']([A-Za-z][A-Za-z0-9._-]*)["']/.exec(head)?.[1]?.toLowerCase() ?? null;
}

function decoderFor(encoding: string): TextDecoder {
  try {
    return new TextDecoder(encoding, { fatal: true });
  } catch {
    throw new XliffUnreadable(
      `This file is in the "${encoding}" encoding, which Tessera cannot read. Save it as UTF-8 or UTF-16 and import it again.`,
    );
  }
}

/**
 * An XLIFF file's bytes as the text an XML processor reads (XML 1.0 §4.3.3 and §2.11): UTF-8 or
 * UTF-16 in either byte order (told by a byte-order mark or by the first characters), or the
 * encoding its declaration names; every line end (CR LF, or CR alone, as Windows and old Mac tools
 * write them) read as LF, so a file saved on Windows matches the module it was exported from.
 */
export function xmlText(bytes: Uint8Array): string {
  const marked = BOMS.find(([bom]) => startsWith(bytes, bom));
  const unmarked = marked ? undefined : UNMARKED_UTF16.find(([start]) => startsWith(bytes, start));
  const encoding = marked?.[1] ?? unmarked?.[1] ?? declaredEncoding(bytes) ?? 'utf-8';
  let text: string;
  try {
    // The decoder drops a byte-order mark itself.
    text = decoderFor(encoding).decode(bytes);
  } catch (error) {
    if (error instanceof XliffUnreadable) throw error;
    throw new XliffUnreadable(
      `This file is not valid ${encoding.toUpperCase()} text. Save it as UTF-8 or UTF-16 and import it again.`,
    );
  }
  return text.replace(/\r\n?/g, '\n');
}
