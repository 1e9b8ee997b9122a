import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { AppError, badRequest, notFound } from '../../platform/errors';
import {
  type HeavyWork,
  WorkFailed,
  WorkOutOfMemory,
  WorkTimedOut,
  type WorkerTask,
} from '../../platform/workers/pool';
import { newId } from '../../platform/ids';
import type { ObjectStorage } from '../../platform/storage/storage';
import { DOCUMENT_READ_SECONDS } from './limits';
import type { SourceText } from './provider';

const TEXT_MAX_CHARACTERS = 400_000;
const DOCUMENT_NOT_FOUND = 'Document not found';

export type StoredDocument = SourceText & { fileId: string; pages: number | null; characters: number };

const keyOf = (orgId: string, fileId: string) => `ai-sources/${orgId}/${fileId}.json`;
const DOCUMENT_TEXT: WorkerTask = { file: new URL('./document-text.ts', import.meta.url).href, name: 'documentText' };

/** A document's text, read in a worker thread: a PDF or a Word file can be built to take a parser's time and memory. */
async function textOf(heavy: HeavyWork, name: string, bytes: Buffer): Promise<{ text: string; pages: number | null }> {
  try {
    return await heavy.run(DOCUMENT_TEXT, { name, bytes }, { timeoutMs: DOCUMENT_READ_SECONDS * 1000 });
  } catch (error) {
    if (error instanceof WorkOutOfMemory)
      throw new AppError(
        'payload_too_large',
        `${name} is too large to read: it needs more memory than one document may use`,
      );
    if (error instanceof WorkTimedOut)
      throw new AppError(
        'payload_too_large',
        `${name} took longer than ${DOCUMENT_READ_SECONDS} s to read; it cannot be used`,
      );
    if (error instanceof WorkFailed) throw badRequest(`${name} could not be read: it may be damaged`);
    throw error;
  }
}

/** The author's documents for the assistant, one JSON object each in the media store, under the organisation. */
export function aiDocuments(storage: ObjectStorage, heavy: HeavyWork) {
  return {
    async add(orgId: string, name: string, bytes: Buffer): Promise<StoredDocument> {
      const { text, pages } = await textOf(heavy, name, bytes);
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
