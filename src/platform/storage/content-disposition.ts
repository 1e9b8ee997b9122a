/**
 * The Content-Disposition for serving a file: `inline`, or `attachment` under `fileName`. The quoted
 * name keeps only printable ASCII without quotes or backslashes (which browsers unescape inconsistently);
 * a name that lost characters that way also goes, exact, in `filename*` (RFC 6266, RFC 8187).
 */
export function contentDisposition(fileName?: string): string {
  if (fileName === undefined) return 'inline';
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (plain === fileName) return `attachment; filename="${plain}"`;
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

/** Percent-encodes all but RFC 8187's attr-chars; encodeURIComponent alone leaves ' ( ) * as they are. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
