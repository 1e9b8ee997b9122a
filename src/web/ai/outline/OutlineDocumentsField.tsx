import { FileText, FileWarning, Loader2, Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { DOCUMENT_MAX_PAGES, OUTLINE_DOCUMENTS_MAX } from '../../../modules/ai/shared';
import { HiddenFileInput } from '../../blocks/media/HiddenFileInput';
import { IconButton } from '../../components/Buttons';
import { DOCUMENT_MAX_MEGABYTES, type OutlineDocument, type OutlineDocuments } from './useOutlineDocuments';

const ACCEPT = [
  '.pdf',
  '.docx',
  '.txt',
  '.md',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
].join(',');

const facts = (document: OutlineDocument): string => {
  if (document.status === 'uploading') return 'Uploading…';
  if (document.status === 'failed') return 'Not added';
  const { pages, characters } = document.uploaded;
  const length = `${characters.toLocaleString()} characters`;
  return pages === null ? length : `${pages} ${pages === 1 ? 'page' : 'pages'} · ${length}`;
};

function DocumentIcon({ document }: { document: OutlineDocument }) {
  if (document.status === 'uploading' || document.removing)
    return <Loader2 aria-hidden="true" size={18} className="outline-document__icon outline-spinner" />;
  const Icon = document.status === 'failed' ? FileWarning : FileText;
  return <Icon aria-hidden="true" size={18} className="outline-document__icon" />;
}

/** The documents the outline draws on: add one at a time, see each one's state, remove it. */
export function OutlineDocumentsField({ documents, locked }: { documents: OutlineDocuments; locked: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  // A removed item's button goes with it: the focus goes to the add button, once it is enabled again.
  const [focusAdd, setFocusAdd] = useState(false);
  useEffect(() => {
    if (!focusAdd) return;
    addButton.current?.focus();
    setFocusAdd(false);
  }, [focusAdd]);
  const remove = async (document: OutlineDocument) => {
    if (!document.removing && (await documents.remove(document))) setFocusAdd(true);
  };

  return (
    <fieldset className="outline-documents">
      <legend>
        Documents <span className="muted">(optional)</span>
      </legend>
      <p id={hintId} className="field__hint">
        PDF, Word (.docx) or text files: up to {OUTLINE_DOCUMENTS_MAX}, each up to {DOCUMENT_MAX_MEGABYTES} MB and{' '}
        {DOCUMENT_MAX_PAGES} pages. The outline follows their headings and text.
      </p>
      {documents.documents.length > 0 && (
        <ul className="outline-documents__list" aria-label="Documents">
          {documents.documents.map((document) => (
            <li
              key={document.key}
              className={`outline-document outline-document--${document.status}`}
              aria-busy={document.status === 'uploading' || document.removing || undefined}
            >
              <DocumentIcon document={document} />
              <span className="outline-document__name">{document.name}</span>
              <span className="outline-document__facts">{document.removing ? 'Removing…' : facts(document)}</span>
              <IconButton
                label={`${document.status === 'uploading' ? 'Cancel upload of' : 'Remove'} ${document.name}`}
                title={document.status === 'uploading' ? 'Cancel upload' : 'Remove'}
                aria-disabled={document.removing || undefined}
                disabled={locked}
                onClick={() => void remove(document)}
              >
                <X aria-hidden="true" size={16} />
              </IconButton>
              {document.error && (
                <p role="alert" className="outline-document__error">
                  {document.error}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <div>
        <button
          ref={addButton}
          type="button"
          className="button"
          aria-describedby={hintId}
          disabled={documents.full || locked}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden="true" size={16} />
          Add a document
        </button>
      </div>
      <HiddenFileInput ref={input} accept={ACCEPT} label="Add a document" onFile={(file) => void documents.add(file)} />
    </fieldset>
  );
}
