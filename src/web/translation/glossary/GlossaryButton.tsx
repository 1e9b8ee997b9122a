import { BookA } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { GlossaryEditor } from './GlossaryEditor';

/** Opens the organisation's glossary from the Translations panel: authors keep it where they translate. */
export function GlossaryButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--quiet" onClick={() => setOpen(true)}>
        <BookA aria-hidden="true" size={16} /> Glossary
      </button>
      {open && (
        <Dialog title="Organisation glossary" wide onClose={() => setOpen(false)}>
          <GlossaryEditor />
          <div className="dialog__actions">
            <button type="button" className="button" onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
