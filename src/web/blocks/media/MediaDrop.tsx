import { ImageUp, Library, X } from 'lucide-react';
import { type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { LibraryKind } from '../../api/media';
import { KIND_LABELS, type PickedMedia, withArticle } from './pickedMedia';
import { HiddenFileInput } from './HiddenFileInput';
import { MediaLibraryDialog } from './MediaLibraryDialog';
import { UploadProgress } from './UploadProgress';
import { useMediaUpload } from './useMediaUpload';

interface MediaDropProps {
  /** The kind of media it takes; `file`: any (an attachment). */
  kind: LibraryKind | 'file';
  /** The block's current file, shown as it is (with Replace and the library beside it); none: the picker. */
  current: ReactNode | null;
  onMedia: (media: PickedMedia) => void;
  /** A line under the picker's buttons (another way to give the block its media). */
  hint?: ReactNode;
}

const hasFiles = (e: DragEvent) => e.dataTransfer.types.includes('Files');

/**
 * Where a block's file comes from: dropped on it, picked from the computer, or reused from the
 * organisation's library. While a file uploads it shows its progress and can be cancelled.
 */
export function MediaDrop({ kind, current, onMedia, hint }: MediaDropProps) {
  const upload = useMediaUpload(kind, onMedia);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const [dragDepth, setDragDepth] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const pickButton = useRef<HTMLButtonElement>(null);
  const { noun, accept } = KIND_LABELS[kind];

  // When an upload ends (stored or cancelled), the focus comes back to the file button instead of the vanished Cancel.
  const wasUploading = useRef(false);
  useEffect(() => {
    if (wasUploading.current && !upload.uploading) pickButton.current?.focus();
    wasUploading.current = upload.uploading;
  }, [upload.uploading]);

  const dropHandlers = {
    onDragEnter: (e: DragEvent) => hasFiles(e) && setDragDepth((d) => d + 1),
    onDragLeave: (e: DragEvent) => hasFiles(e) && setDragDepth((d) => Math.max(0, d - 1)),
    onDragOver: (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
    },
    onDrop: (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      setDragDepth(0);
      const file = e.dataTransfer.files[0];
      if (file) upload.pick(file);
    },
  };

  const actions = (
    <div className={current ? 'media-drop__actions media-drop__actions--compact' : 'media-drop__actions'}>
      <button ref={pickButton} type="button" className="button" onClick={() => input.current?.click()}>
        <ImageUp aria-hidden="true" size={16} />
        {current ? `Replace ${noun}` : `Upload ${noun}`}
      </button>
      <button type="button" className="button" onClick={() => setLibraryOpen(true)}>
        <Library aria-hidden="true" size={16} />
        Media library
      </button>
    </div>
  );

  return (
    <div className="media-drop" data-dragging={dragDepth > 0 || undefined} {...dropHandlers}>
      {upload.uploading ? (
        <UploadProgress fileName={upload.fileName} progress={upload.progress} onCancel={upload.cancel} />
      ) : current ? (
        <>
          {current}
          {actions}
        </>
      ) : (
        <div className="media-drop__empty">
          <p className="media-drop__prompt">Drag {withArticle(noun)} here, or</p>
          {actions}
          {hint && <p className="media-drop__hint">{hint}</p>}
        </div>
      )}
      {upload.error && (
        <div className="media-drop__error" role="alert">
          <span>{upload.error}</span>
          <button type="button" className="icon-button" aria-label="Dismiss" onClick={upload.dismiss}>
            <X aria-hidden="true" size={16} />
          </button>
        </div>
      )}
      {dragDepth > 0 && (
        <div className="media-drop__overlay" aria-hidden="true">
          Drop to upload
        </div>
      )}
      <HiddenFileInput ref={input} accept={accept} label={`Upload ${noun}`} onFile={upload.pick} />
      {libraryOpen && (
        <MediaLibraryDialog
          kind={kind}
          onPick={(media) => {
            setLibraryOpen(false);
            onMedia(media);
          }}
          onClose={() => setLibraryOpen(false)}
        />
      )}
    </div>
  );
}
