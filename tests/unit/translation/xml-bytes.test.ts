import { describe, expect, it } from 'vitest';
import { XliffUnreadable } from '../../../src/modules/translation/xliff/document';
import { xmlText } from '../../../src/modules/translation/xliff/xml-bytes';

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="2.0"><source>Línea uno\nدو</source></xliff>';

const utf16 = (text: string, byteOrder: 'le' | 'be', bom: boolean) => {
  const units = [...(bom ? [0xfeff] : []), ...Array.from(text, (c) => c.charCodeAt(0))];
  const bytes = new Uint8Array(units.length * 2);
  units.forEach((unit, i) => {
    const [first, second] = byteOrder === 'le' ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff];
    bytes[2 * i] = first;
    bytes[2 * i + 1] = second;
  });
  return bytes;
};
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('an XLIFF file’s bytes, read as an XML processor reads them', () => {
  it('UTF-8, with or without a byte-order mark', () => {
    expect(xmlText(utf8(XML))).toBe(XML);
    expect(xmlText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(XML)]))).toBe(XML);
  });

  it('UTF-16 in either byte order, with a byte-order mark or told by its first characters', () => {
    const declared16 = XML.replace('UTF-8', 'UTF-16');
    for (const order of ['le', 'be'] as const)
      for (const bom of [true, false]) expect(xmlText(utf16(declared16, order, bom))).toBe(declared16);
  });

  it('every line end as LF: Windows CR LF and old Mac CR', () => {
    expect(xmlText(utf8(XML.replaceAll('\n', '\r\n')))).toBe(XML);
    expect(xmlText(utf8(XML.replaceAll('\n', '\r')))).toBe(XML);
    expect(xmlText(utf16(XML.replaceAll('\n', '\r\n').replace('UTF-8', 'UTF-16'), 'le', true))).not.toContain('\r');
  });

  it('the encoding its declaration names (Latin-1)', () => {
    const latin = '<?xml version="1.0" encoding="ISO-8859-1"?><xliff version="1.2"><source>Caf\u00e9</source></xliff>';
    const bytes = Uint8Array.from(latin, (c) => c.charCodeAt(0));
    expect(xmlText(bytes)).toBe(latin);
  });

  it('refuses bytes that are not the encoding they claim, and an encoding it cannot read, saying what to do', () => {
    expect(() => xmlText(new Uint8Array([0x3c, 0x78, 0xff, 0xfe, 0xc3]))).toThrow(XliffUnreadable);
    expect(() => xmlText(new Uint8Array([0x3c, 0x78, 0xff, 0xfe, 0xc3]))).toThrow(
      /not valid UTF-8 text. Save it as UTF-8/,
    );
    expect(() => xmlText(utf8('<?xml version="1.0" encoding="x-klingon"?><xliff/>'))).toThrow(
      /"x-klingon" encoding, which Tessera cannot read/,
    );
  });
});
