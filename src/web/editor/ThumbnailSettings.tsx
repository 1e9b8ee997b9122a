import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ImageUp, Sparkles, Trash2, Type } from 'lucide-react';
import { useRef } from 'react';
import { courseQueries } from '../api/courses';
import { describeError } from '../api/errors';
import { generateThumbnail, setThumbnail, type ThumbnailSource, thumbnailQueries } from '../api/thumbnails';
import { UploadProgress } from '../blocks/media/UploadProgress';
import { HiddenFileInput } from '../blocks/media/HiddenFileInput';
import { useMediaUpload } from '../blocks/media/useMediaUpload';
import { CourseThumbnail } from '../dashboard/CourseThumbnail';

interface ThumbnailSettingsProps {
  courseId: string;
  /** The module is being drafted: the change is "for a draft" (SPEC §4), refused should that no longer hold. */
  isDraft: boolean;
  /** Saves what is not saved yet, so a title card shows the title as typed. */
  flush: () => Promise<unknown>;
}

/** The module's picture on the dashboard: uploaded, made from its first image, or a title card in its theme. */
export function ThumbnailSettings({ courseId, isDraft, flush }: ThumbnailSettingsProps) {
  const queryClient = useQueryClient();
  const current = useQuery(thumbnailQueries.check(courseId));
  const input = useRef<HTMLInputElement>(null);
  const remember = (course: { hasThumbnail: boolean; thumbnails: NonNullable<typeof current.data>['thumbnails'] }) => {
    queryClient.setQueryData(thumbnailQueries.check(courseId).queryKey, course);
    void queryClient.invalidateQueries({ queryKey: courseQueries.lists() });
  };
  const set = useMutation({
    mutationFn: (mediaId: string | null) => setThumbnail(courseId, mediaId, isDraft),
    onSuccess: remember,
  });
  // SPEC §4's generating flag: set while the thumbnail is being made.
  const generate = useMutation({
    mutationFn: async (from: ThumbnailSource) => {
      await flush();
      return generateThumbnail(courseId, from, isDraft);
    },
    onSuccess: remember,
  });
  const upload = useMediaUpload('image', (media) => set.mutate(media.mediaId));
  const busy = set.isPending || generate.isPending || upload.uploading;
  const error = set.error ?? generate.error;

  const thumbnails = current.data?.thumbnails;
  const own = thumbnails ? (thumbnails.draft ?? thumbnails.published) : null;
  const placeholder = thumbnails?.default;

  return (
    <fieldset className="thumbnail-settings" aria-busy={busy}>
      <legend>Thumbnail</legend>
      <div className="thumbnail-settings__preview">
        <CourseThumbnail thumbnail={own ? { type: 'image', url: own } : (placeholder ?? null)} />
      </div>
      <p className="thumbnail-settings__note">
        {current.isPending
          ? 'Loading…'
          : own
            ? 'Shown on the dashboard for this module.'
            : 'A placeholder for now: upload a picture, or make one.'}
      </p>
      {upload.uploading ? (
        <UploadProgress fileName={upload.fileName} progress={upload.progress} onCancel={upload.cancel} />
      ) : (
        <div className="thumbnail-settings__actions">
          <button type="button" className="button" disabled={busy} onClick={() => input.current?.click()}>
            <ImageUp aria-hidden="true" size={16} /> Upload thumbnail
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => generate.mutate('first-image')}>
            <Sparkles aria-hidden="true" size={16} />
            {generate.isPending && generate.variables === 'first-image' ? 'Making…' : 'From the first image'}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => generate.mutate('title-card')}>
            <Type aria-hidden="true" size={16} />
            {generate.isPending && generate.variables === 'title-card' ? 'Making…' : 'Title card'}
          </button>
          {own && (
            <button type="button" className="button button--quiet" disabled={busy} onClick={() => set.mutate(null)}>
              <Trash2 aria-hidden="true" size={16} /> Remove
            </button>
          )}
        </div>
      )}
      {(error || upload.error) && (
        <p className="alert" role="alert">
          {upload.error ?? describeError(error)}
        </p>
      )}
      <HiddenFileInput
        ref={input}
        accept="image/jpeg,image/png,image/webp,image/avif"
        label="Upload thumbnail"
        onFile={upload.pick}
      />
    </fieldset>
  );
}
