import { js2xliff, jsToXliff12, type LibraryDocument, type LibraryUnit } from 'xliff';
import type { XliffDocument, XliffVersion } from './document';
import { inlineValue } from './inline-value';
import { escapeXml, libraryText } from './xml-text';

/** Unit ids and the course id are written as they are: 2.0 types them as NMTOKEN, which these always are. */
const TOKEN = /^[A-Za-z0-9._-]+$/;

function libraryDocument(doc: XliffDocument, version: XliffVersion): LibraryDocument {
  if (!TOKEN.test(doc.courseId)) throw new Error(`Invalid courseId: ${doc.courseId}`);
  const units: Record<string, LibraryUnit> = {};
  for (const unit of doc.units) {
    if (!TOKEN.test(unit.id)) throw new Error(`Invalid unit id: ${unit.id}`);
    units[unit.id] = {
      source: inlineValue(unit.source.runs, unit.source.codes, version),
      ...(unit.target && { target: inlineValue(unit.target, unit.source.codes, version) }),
      ...(unit.note && { note: libraryText(unit.note) }),
      // Spaces at the ends of a text, or between two codes, are part of it: CAT tools must keep them.
      additionalAttributes: { 'xml:space': 'preserve' },
    };
  }
  return {
    sourceLanguage: doc.sourceLanguage,
    targetLanguage: doc.targetLanguage,
    resources: { [doc.courseId]: units },
  };
}

/**
 * What the library's document cannot say, added to its output: the XML declaration, the course's
 * title as a file-level note (1.2 `<header>`, 2.0 `<notes>`), a carriage return as a reference (an
 * XML reader would turn a raw one into a line feed) and a line break before each unit for people who
 * open the file. Each insertion point is unique: text and attribute values never hold a raw `<`.
 */
function finish(xml: string, doc: XliffDocument, version: XliffVersion) {
  const title = escapeXml(doc.courseTitle);
  const withTitle =
    version === '1.2'
      ? xml.replace('<body', `<header><note>Course: ${title}</note></header><body`)
      : xml.replace(
          /<file [^>]*[^/]>/,
          (file) => `${file}<notes><note category="course-title">${title}</note></notes>`,
        );
  const unit = version === '1.2' ? '<trans-unit ' : '<unit ';
  return `<?xml version="1.0" encoding="UTF-8"?>\n${withTitle.replace(/\r/g, '&#13;').replaceAll(unit, `\n${unit}`)}\n`;
}

/** One course's segments as an XLIFF 1.2 or 2.0 file, one unit per segment, for a translator's CAT tool. */
export function exportXliff(doc: XliffDocument, version: XliffVersion): string {
  const write = version === '1.2' ? jsToXliff12 : js2xliff;
  let xml = '';
  // The library calls back at once; without indentation, because it would indent inside the texts too.
  write(libraryDocument(doc, version), { indent: '' }, (error, out) => {
    if (error) throw error;
    xml = out;
  });
  return finish(xml, doc, version);
}
