import { Loader2, Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PROMPT_MAX } from '../../../modules/ai/shared';
import { Button } from '../../components/Buttons';
import { FormAlert } from '../../components/FormAlert';
import { AiNote } from '../AiNote';
import { OutlineDocumentsField } from './OutlineDocumentsField';
import type { OutlineDocuments } from './useOutlineDocuments';
import type { OutlineWriting } from './useWriteOutline';

interface BriefStepProps {
  prompt: string;
  onPromptChange: (prompt: string) => void;
  documents: OutlineDocuments;
  writing: OutlineWriting;
  onWrite: () => void;
  onClose: () => void;
}

/** Step 1: who the module is for and what they should be able to do, and the documents to draw on. */
export function BriefStep({ prompt, onPromptChange, documents, writing, onWrite, onClose }: BriefStepProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const writeButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const [missing, setMissing] = useState(false);
  const { busy } = writing;

  // Cancel appears while the outline is written; when it goes (cancelled, or failed), the focus goes back.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) cancelButton.current?.focus();
    else if (wasBusy.current) writeButton.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = prompt.trim() === '';
    setMissing(empty);
    if (empty) field.current?.focus();
    else onWrite();
  };

  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  return (
    <form className="form outline-wizard__form" onSubmit={submit} noValidate aria-busy={busy}>
      <p className="outline-wizard__step">Step 1 of 2: the brief</p>
      <div className="field">
        <label htmlFor={id}>Who is it for and what should they be able to do?</label>
        <textarea
          ref={field}
          id={id}
          rows={5}
          maxLength={PROMPT_MAX}
          value={prompt}
          readOnly={busy}
          placeholder="New warehouse staff, in their first week: they can raise the alarm, pick the right extinguisher and lead visitors out."
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${errorId} ${counterId}` : counterId}
          onChange={(event) => onPromptChange(event.target.value)}
          data-autofocus
        />
        <div className="outline-brief__meta">
          {missing && (
            <p id={errorId} className="field__error">
              Say who the module is for and what they should be able to do.
            </p>
          )}
          <span id={counterId} className="field__hint outline-brief__counter">
            {prompt.length.toLocaleString()} / {PROMPT_MAX.toLocaleString()} characters
          </span>
        </div>
      </div>
      <OutlineDocumentsField documents={documents} locked={busy} />
      <FormAlert error={writing.error} />
      <p role="status" className="outline-wizard__status">
        {busy && <Loader2 aria-hidden="true" size={16} className="outline-spinner" />}
        {busy ? 'Writing the outline…' : documents.uploading ? 'Waiting for the documents to upload…' : ''}
      </p>
      <AiNote />
      <div className="dialog__actions">
        {busy ? (
          <button ref={cancelButton} type="button" className="button" onClick={writing.cancel}>
            Cancel
          </button>
        ) : (
          <Button onClick={onClose}>Close</Button>
        )}
        <button
          ref={writeButton}
          type="submit"
          className="button button--primary"
          disabled={busy || documents.uploading}
        >
          <Sparkles aria-hidden="true" size={16} />
          {busy ? 'Writing…' : 'Write the outline'}
        </button>
      </div>
    </form>
  );
}
