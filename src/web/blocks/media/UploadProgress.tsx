import { useEffect, useRef } from 'react';

interface UploadProgressProps {
  fileName: string;
  progress: number;
  onCancel: () => void;
}

/** A file on its way: its name, a bar, the share sent, and Cancel (which gets the focus, so Enter or Escape can stop it). */
export function UploadProgress({ fileName, progress, onCancel }: UploadProgressProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  const percent = Math.round(progress * 100);
  return (
    <div className="upload-progress">
      <p className="upload-progress__name">
        {percent < 100 ? 'Uploading' : 'Processing'} <strong>{fileName}</strong>
      </p>
      <progress max={100} value={percent} aria-label={`Uploading ${fileName}`} />
      <span className="upload-progress__percent" aria-hidden="true">
        {percent}%
      </span>
      <button
        ref={cancel}
        type="button"
        className="button"
        onClick={onCancel}
        onKeyDown={(e) => e.key === 'Escape' && onCancel()}
      >
        Cancel upload
      </button>
    </div>
  );
}
