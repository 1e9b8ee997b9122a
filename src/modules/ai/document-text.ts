import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { AppError, badRequest } from '../../platform/errors';
import { assertZipWithin } from '../../platform/limits/zip-contents';
import { DOCUMENT_MAX_PAGES, DOCX_MAX_ENTRIES, DOCX_MAX_INFLATED_BYTES } from './limits';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Binary bytes that happen to decode: NUL and the other C0 controls no text file holds (tab, newlines and form feed aside). */
const hasControlCharacters = (text: string) =>
  [...text].some((ch) => {
    const code = ch.charCodeAt(0);
    return code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13;
  });

/**
 * The text of a PDF, a Word document (DOCX) or a plain-text file, told apart by their bytes, not
 * their names. A worker task (documents.ts runs it off the event loop, with a time and memory limit).
 */
export async function documentText({ name, bytes }: { name: string; bytes: Uint8Array }) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = await fileTypeFromBuffer(buffer);
  if (type?.mime === 'application/pdf') return damagedAs(name, 'PDF', () => pdfText(name, bytes));
  if (type?.mime === DOCX) {
    await assertZipWithin(buffer, { maxEntries: DOCX_MAX_ENTRIES, maxInflatedBytes: DOCX_MAX_INFLATED_BYTES }, name);
    return damagedAs(name, 'Word document', async () => ({
      text: (await mammoth.extractRawText({ buffer })).value,
      pages: null,
    }));
  }
  // A text file has no signature: it is one when it decodes as UTF-8 without control characters.
  const text = type ? null : new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text === null || text.includes('\uFFFD') || hasControlCharacters(text))
    throw badRequest(`${name} is not a PDF, a Word document (.docx) or a text file`);
  return { text, pages: null };
}

async function pdfText(name: string, bytes: Uint8Array) {
  const pdf = await getDocumentProxy(bytes);
  if (pdf.numPages > DOCUMENT_MAX_PAGES)
    throw badRequest(
      `${name} has ${pdf.numPages} pages; the assistant reads documents of up to ${DOCUMENT_MAX_PAGES} pages`,
    );
  const { text } = await extractText(pdf, { mergePages: false });
  return { text: text.join('\n\n'), pages: pdf.numPages };
}

/** A parser's failure on a file of that kind is the file's: said as such (400), with the parser's own words. */
async function damagedAs<T>(name: string, kind: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const said = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 200);
    throw badRequest(`${name} is a damaged ${kind}: it cannot be read${said ? ` (${said})` : ''}`);
  }
}
