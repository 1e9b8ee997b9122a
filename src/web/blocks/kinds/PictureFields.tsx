import { type ReactNode, useId } from 'react';
import type { GalleryImage } from '../../../modules/courses/content';
import { Field } from '../Field';
import { MediaDrop } from '../media/MediaDrop';
import { Picture } from '../media/Picture';
import { mediaRefOf } from '../media/pickedMedia';

/** An image of a kind as its data holds it (the image block keeps the same three). */
export type PictureData = Pick<GalleryImage, 'url' | 'media' | 'alt'>;

interface PictureFieldsProps {
  picture: PictureData;
  /** What the image is, for its group and its alt text's label: "Image", "Image 2", "Marker 1 image". */
  label: string;
  /** The block does without it (a marker's note): said beside its name, and its picker kept small. */
  optional?: boolean;
  onChange: (patch: Partial<PictureData>) => void;
  /** What is shown of the image once it has one (the image itself unless, say, with markers on it). */
  shown?: ReactNode;
  /** Fields of its own below the alt text (a caption). */
  children?: ReactNode;
}

/** An image a kind shows, uploaded or picked from the library, and its alternative text, in a group named `label`. */
export function PictureFields({ picture, label, optional, onChange, shown, children }: PictureFieldsProps) {
  const name = useId();
  return (
    <div
      role="group"
      aria-labelledby={name}
      className={optional ? 'kind-picture kind-picture--optional' : 'kind-picture'}
    >
      <span id={name} className="kind-picture__label">
        {optional ? `${label} (optional)` : label}
      </span>
      <MediaDrop
        kind="image"
        current={picture.url ? (shown ?? <Picture {...picture} />) : null}
        onMedia={(m) => onChange({ url: m.url, media: mediaRefOf(m) })}
      />
      <Field label={`${label} alt text`} hint="Describe the image for people who cannot see it">
        {(control) => (
          <input {...control} value={picture.alt} onChange={(event) => onChange({ alt: event.target.value })} />
        )}
      </Field>
      {children}
    </div>
  );
}
