import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { mediaFileUrl, variantFile } from '../../../modules/media/shared';
import { MediaLibraryDialog } from './MediaLibraryDialog';
import { useMediaUpload } from './useMediaUpload';
import { UploadProgress } from './UploadProgress';

interface AvatarPictureProps {
  /** The uploaded picture, or '' for the drawn figure. */
  mediaId: string;
  onChange: (mediaId: string) => void;
}

/** The avatar's face: an uploaded picture (or one from the library), or the drawn figure when none is chosen. */
export function AvatarPicture({ mediaId, onChange }: AvatarPictureProps) {
  const upload = useMediaUpload('image', (media) => onChange(media.mediaId));
  const [libraryOpen, setLibraryOpen] = useState(false);
  if (upload.uploading)
    return <UploadProgress fileName={upload.fileName} progress={upload.progress} onCancel={upload.cancel} />;
  return (
    <div className="avatar-picture">
      <span className="avatar-picture__face">
        {mediaId ? (
          // A small size of the picture (the original until the sizes are made).
          <img src={mediaFileUrl(mediaId, variantFile(400, 'webp'))} alt="" />
        ) : (
          <UserRound aria-hidden="true" size={28} />
        )}
      </span>
      <label className="button">
        Upload picture
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          aria-label="Upload avatar picture"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.pick(file);
            e.target.value = '';
          }}
        />
      </label>
      <button type="button" className="button" onClick={() => setLibraryOpen(true)}>
        Media library
      </button>
      {mediaId && (
        <button type="button" className="button button--quiet" onClick={() => onChange('')}>
          Use the drawn figure
        </button>
      )}
      {upload.error && (
        <p className="alert" role="alert">
          {upload.error}
        </p>
      )}
      {libraryOpen && (
        <MediaLibraryDialog
          kind="image"
          onPick={(media) => {
            setLibraryOpen(false);
            onChange(media.mediaId);
          }}
          onClose={() => setLibraryOpen(false)}
        />
      )}
    </div>
  );
}
