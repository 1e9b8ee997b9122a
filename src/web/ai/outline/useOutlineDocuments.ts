import { useEffect, useRef, useState } from 'react';
import { DOCUMENT_MAX_BYTES, OUTLINE_DOCUMENTS_MAX } from '../../../modules/ai/shared';
import { deleteDocument, uploadDocument, type UploadedDocument } from '../../api/ai';
import { describeError } from '../../api/errors';
import { newId } from '../../newId';
import { useAssistant } from '../useAssistant';

/** A document the author gave the outline: on its way, read by the server, or refused (with why). */
export type OutlineDocument = { key: string; name: string; removing?: boolean; error?: string } & (
  | { status: 'uploading' }
  | { status: 'ready'; uploaded: UploadedDocument }
  | { status: 'failed' }
);

const MEGABYTE = 1024 * 1024;
export const DOCUMENT_MAX_MEGABYTES = DOCUMENT_MAX_BYTES / MEGABYTE;
const tooLarge = (file: File) =>
  `${file.name} is ${(file.size / MEGABYTE).toFixed(1)} MB; the assistant reads documents of up to ${DOCUMENT_MAX_MEGABYTES} MB`;

/** The outline's documents: each uploads on its own, and a removal forgets it on the server too. */
export function useOutlineDocuments() {
  const { noteFailure } = useAssistant();
  const [documents, setDocuments] = useState<OutlineDocument[]>([]);
  const uploads = useRef(new Map<string, AbortController>());
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const upload of running.values()) upload.abort();
    };
  }, []);

  const update = (key: string, next: (document: OutlineDocument) => OutlineDocument | null) =>
    setDocuments((all) =>
      all.flatMap((document) => {
        if (document.key !== key) return [document];
        const changed = next(document);
        return changed ? [changed] : [];
      }),
    );

  const counted = documents.filter((d) => d.status !== 'failed').length;

  const add = async (file: File) => {
    const key = newId();
    const { name } = file;
    if (file.size > DOCUMENT_MAX_BYTES) {
      setDocuments((all) => [...all, { key, name, status: 'failed', error: tooLarge(file) }]);
      return;
    }
    const upload = new AbortController();
    uploads.current.set(key, upload);
    setDocuments((all) => [...all, { key, name, status: 'uploading' }]);
    try {
      const uploaded = await uploadDocument(file, upload.signal);
      update(key, () => ({ key, name, status: 'ready', uploaded }));
    } catch (error) {
      if (upload.signal.aborted) return;
      noteFailure(error);
      update(key, () => ({ key, name, status: 'failed', error: describeError(error) }));
    } finally {
      uploads.current.delete(key);
    }
  };

  /** Whether it is gone (a failed removal keeps it, with why). */
  const remove = async (document: OutlineDocument): Promise<boolean> => {
    if (document.status !== 'ready') {
      uploads.current.get(document.key)?.abort();
      update(document.key, () => null);
      return true;
    }
    update(document.key, (d) => ({ ...d, removing: true, error: undefined }));
    try {
      await deleteDocument(document.uploaded.fileId);
      update(document.key, () => null);
      return true;
    } catch (error) {
      noteFailure(error);
      update(document.key, (d) => ({ ...d, removing: false, error: describeError(error) }));
      return false;
    }
  };

  return {
    documents,
    add,
    remove,
    /** Room for one more (refused ones do not count). */
    full: counted >= OUTLINE_DOCUMENTS_MAX,
    uploading: documents.some((d) => d.status === 'uploading'),
    fileIds: documents.flatMap((d) => (d.status === 'ready' ? [d.uploaded.fileId] : [])),
  };
}

export type OutlineDocuments = ReturnType<typeof useOutlineDocuments>;
