import { Copy, ExternalLink, Package } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/Buttons';
import { Dialog } from '../components/Dialog';

interface PublishedDialogProps {
  courseId: string;
  onExport: () => void;
  onClose: () => void;
}

/** After a publish: the link learners open, a way to open it as they will, and the LMS export. */
export function PublishedDialog({ courseId, onExport, onClose }: PublishedDialogProps) {
  const link = `${window.location.origin}/module/${encodeURIComponent(courseId)}`;
  const [copied, setCopied] = useState(false);
  return (
    <Dialog title="Published: learners see this version" wide onClose={onClose}>
      <div className="field">
        <label htmlFor="learner-link">Learner link</label>
        <div className="copy-field">
          <input id="learner-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          <Button data-autofocus onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}>
            <Copy aria-hidden="true" size={16} />
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </div>
        <p role="status" className="field__hint">
          {copied ? 'The link is on your clipboard.' : 'Anyone with the link can take the module.'}
        </p>
      </div>
      <div className="dialog__actions">
        <a className="button" href={link} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" size={16} />
          Open as learner
        </a>
        <Button
          onClick={() => {
            onClose();
            onExport();
          }}
        >
          <Package aria-hidden="true" size={16} />
          Export for an LMS
        </Button>
        <button type="button" className="button button--primary" onClick={onClose}>
          Done
        </button>
      </div>
    </Dialog>
  );
}
