import { ImageUp, Library, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { HiddenFileInput } from '../../blocks/media/HiddenFileInput';
import { MediaLibraryDialog } from '../../blocks/media/MediaLibraryDialog';
import { KIND_LABELS } from '../../blocks/media/pickedMedia';
import { UploadProgress } from '../../blocks/media/UploadProgress';
import { useMediaUpload } from '../../blocks/media/useMediaUpload';

interface ThemeImageFieldProps {
  /** "Logo" or "Frame image". */
  label: string;
  /** Shown above the image, unless the fieldset around already says it. */
  showLabel?: boolean;
  /** The image's address, '' for none. */
  value: string;
  onChange: (url: string) => void;
}

/** A theme's logo or frame image: uploaded, picked from the organisation's library, or removed. */
export function ThemeImageField({ label, showLabel = true, value, onChange }: ThemeImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [browsing, setBrowsing] = useState(false);
  const upload = useMediaUpload('image', (media) => onChange(media.url));
  const noun = label.toLowerCase();
  return (
    <div className="theme-image">
      {showLabel && <span className="theme-image__label">{label}</span>}
      {value ? (
        <img className="theme-image__preview" src={value} alt={`${label} of the theme`} />
      ) : (
        <p className="theme-image__none">No {noun}</p>
      )}
      {upload.uploading ? (
        <UploadProgress fileName={upload.fileName} progress={upload.progress} onCancel={upload.cancel} />
      ) : (
        <div className="theme-image__actions">
          <button type="button" className="button" onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" size={16} /> {value ? `Replace ${noun}` : `Upload ${noun}`}
          </button>
          <button type="button" className="button button--quiet" onClick={() => setBrowsing(true)}>
            <Library aria-hidden="true" size={16} /> Library
          </button>
          {value && (
            <button type="button" className="button button--quiet" onClick={() => onChange('')}>
              <Trash2 aria-hidden="true" size={16} /> Remove {noun}
            </button>
          )}
        </div>
      )}
      {upload.error && (
        <p className="alert" role="alert">
          {upload.error}
        </p>
      )}
      <HiddenFileInput ref={input} accept={KIND_LABELS.image.accept} label={`Upload ${noun}`} onFile={upload.pick} />
      {browsing && (
        <MediaLibraryDialog
          kind="image"
          onPick={(media) => {
            setBrowsing(false);
            onChange(media.url);
          }}
          onClose={() => setBrowsing(false)}
        />
      )}
    </div>
  );
}
