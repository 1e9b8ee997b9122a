import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { badRequest, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { ObjectStorage } from '../../platform/storage/storage';
import { DOCUMENT_MAX_PAGES } from './limits';
import type { SourceText } from './provider';

const TEXT_MAX_CHARACTERS = 400_000;
export const DOCUMENT_NOT_FOUND = 'Document not found';

export type StoredDocument = SourceText & { fileId: string; pages: number | null; characters: number };

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const keyOf = (orgId: string, fileId: string) => `ai-sources/${orgId}/${fileId}.json`;

/** Binary bytes that happen to decode: NUL and the other C0 controls no text file holds (tab, newlines and form feed aside). */
const hasControlCharacters = (text: string) =>
  [...text].some((ch) => {
    const code = ch.charCodeAt(0);
    return code < 32 && code !== 9 && code !== 10 && code !== 12 && code !== 13;
  });

/** The text of a PDF, a Word document (DOCX) or a plain-text file, told apart by their bytes, not their names. */
async function textOf(name: string, bytes: Buffer): Promise<{ text: string; pages: number | null }> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === 'application/pdf') {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    if (pdf.numPages > DOCUMENT_MAX_PAGES)
      throw badRequest(
        `${name} has ${pdf.numPages} pages; the assistant reads documents of up to ${DOCUMENT_MAX_PAGES} pages`,
      );
    const { text } = await extractText(pdf, { mergePages: false });
    return { text: text.join('\n\n'), pages: pdf.numPages };
  }
  if (type?.mime === DOCX) return { text: (await mammoth.extractRawText({ buffer: bytes })).value, pages: null };
  // A text file has no signature: it is one when it decodes as UTF-8 without control characters.
  const text = type ? null : new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text === null || text.includes('\uFFFD') || hasControlCharacters(text))
    throw badRequest(`${name} is not a PDF, a Word document (.docx) or a text file`);
  return { text, pages: null };
}

/** The author's documents for the assistant, one JSON object each in the media store, under the organisation. */
export function aiDocuments(storage: ObjectStorage) {
  return {
    async add(orgId: string, name: string, bytes: Buffer): Promise<StoredDocument> {
      const { text, pages } = await textOf(name, bytes);
      const clean = text.replace(/\s+\n/g, '\n').trim();
      if (!clean) throw badRequest(`${name} has no text the assistant can read (a scan needs text recognition first)`);
      const document = {
        fileId: newId(24),
        name,
        text: clean.slice(0, TEXT_MAX_CHARACTERS),
        pages,
        characters: clean.length,
      };
      const path = join(tmpdir(), `tessera-ai-${randomUUID()}.json`);
      try {
        await writeFile(path, JSON.stringify(document));
        await storage.putFile(keyOf(orgId, document.fileId), path, 'application/json');
      } finally {
        await rm(path, { force: true });
      }
      return document;
    },
    async read(orgId: string, fileId: string): Promise<StoredDocument> {
      const object = /^[A-Za-z0-9]{1,64}$/.test(fileId) ? await storage.get(keyOf(orgId, fileId)) : null;
      if (!object) throw notFound(DOCUMENT_NOT_FOUND);
      return JSON.parse((await buffer(object.body)).toString('utf8')) as StoredDocument;
    },
    async remove(orgId: string, fileId: string): Promise<void> {
      await this.read(orgId, fileId);
      await storage.delete(keyOf(orgId, fileId));
    },
  };
}
export type AiDocuments = ReturnType<typeof aiDocuments>;
