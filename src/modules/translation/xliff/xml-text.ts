/** Characters XML 1.0 cannot hold at all, not even as references: control characters and lone surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 cannot carry these control characters, so they are dropped
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu;

const xmlChars = (text: string) => text.replace(NOT_XML, '');

/** Text or an attribute value written by Tessera itself (the library's writer escapes only `"` in attributes). */
export const escapeXml = (text: string) =>
  xmlChars(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Text handed to the `xliff` library's writer. Its writer first turns every `&amp;` back into `&`
 * ("to avoid double sanitization"), so a literal "&amp;" would come back as "&"; escaping each `&`
 * first cancels that step exactly, and the writer then escapes `&`, `<` and `>` itself.
 */
export const libraryText = (text: string) => xmlChars(text).replace(/&/g, '&amp;');
