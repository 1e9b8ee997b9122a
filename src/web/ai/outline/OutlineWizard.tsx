import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Outline } from '../../../modules/ai/shared';
import { Dialog } from '../../components/Dialog';
import { BriefStep } from './BriefStep';
import { type EditableOutline, editableOutline, outlineOf } from './editableOutline';
import { isUntitled } from './outlinePatch';
import { ReviewStep } from './ReviewStep';
import { useOutlineDocuments } from './useOutlineDocuments';
import { useWriteOutline } from './useWriteOutline';
import './outline.css';

interface OutlineWizardProps {
  courseId: string;
  moduleTitle: string;
  open: boolean;
  onClose: () => void;
  onAdd: (outline: Outline) => void;
}

/**
 * "Draft with AI": a brief and documents, then the outline to review and add. It stays mounted while
 * closed, so the brief, the documents and an outline under review are there when it opens again.
 */
export function OutlineWizard({ courseId, moduleTitle, open, onClose, onAdd }: OutlineWizardProps) {
  const [prompt, setPrompt] = useState('');
  const documents = useOutlineDocuments();
  const [outline, setOutline] = useState<EditableOutline | null>(null);
  const writing = useWriteOutline((written) => setOutline(editableOutline(written)));
  const steps = useRef<HTMLDivElement>(null);
  const step = outline ? 'review' : 'brief';
  // biome-ignore lint/correctness/useExhaustiveDependencies: each step, once shown, starts at its first field
  useEffect(() => {
    if (open) steps.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [open, step]);

  if (!open) return null;
  const close = () => {
    writing.cancel();
    onClose();
  };
  // Out of the editor bar's toolbar, where its button is.
  return createPortal(
    <Dialog title="Draft with AI" wide onClose={close}>
      <div ref={steps} className="outline-wizard">
        {outline ? (
          <ReviewStep
            outline={outline}
            onChange={setOutline}
            keptTitle={isUntitled(moduleTitle) ? null : moduleTitle}
            onBack={() => setOutline(null)}
            onAdd={() => {
              onAdd(outlineOf(outline));
              setOutline(null);
            }}
          />
        ) : (
          <BriefStep
            prompt={prompt}
            onPromptChange={setPrompt}
            documents={documents}
            writing={writing}
            onWrite={() => void writing.write({ courseId, prompt, fileIds: documents.fileIds })}
            onClose={close}
          />
        )}
      </div>
    </Dialog>,
    document.body,
  );
}
