// biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 cannot carry these control characters, so they are dropped
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;

/** Text and attribute values for XML: the five special characters escaped, control characters dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_IN_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
