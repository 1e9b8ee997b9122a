import sax from 'sax';

/** An element with its attributes and content: elements and text (CDATA included) in document order. */
export type XmlElement = { name: string; attributes: Record<string, string>; content: Array<XmlElement | string> };

/** Why a text is not well-formed XML, as the parser says it (one line). */
export class NotXml extends Error {}

/**
 * The root element of an XML text, read with sax (the parser under the `xliff` library's own
 * xml-js) in strict mode. xml-js itself ignores the errors sax reports at the end of a text, so a
 * truncated file would read as a shorter one.
 */
export function parseXml(xml: string): XmlElement | null {
  const parser = sax.parser(true, { position: true, strictEntities: true });
  const top: XmlElement = { name: '', attributes: {}, content: [] };
  const open = [top];
  const current = () => open[open.length - 1]!;
  parser.onerror = (error) => {
    // sax writes "reason\nLine: 0\nColumn: 7\nChar: >", counting lines from 0.
    const [reason, line, column] = error.message.split('\n').map((part) => part.replace(/^\w+: |\.$/g, ''));
    throw new NotXml(line === undefined ? reason! : `${reason} at line ${Number(line) + 1}, column ${column}`);
  };
  parser.onopentag = ({ name, attributes }) => {
    if (open.length === 1 && top.content.length) throw new NotXml('more than one root element');
    const element: XmlElement = { name, attributes, content: [] };
    current().content.push(element);
    open.push(element);
  };
  parser.onclosetag = () => {
    open.pop();
  };
  parser.ontext = parser.oncdata = (text) => {
    if (open.length > 1) current().content.push(text);
  };
  parser.write(xml.replace(/^\uFEFF/, '')).close();
  const [root] = top.content;
  return typeof root === 'object' ? root : null;
}
