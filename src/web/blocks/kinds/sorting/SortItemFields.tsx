import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { SortItem } from '../../../../modules/courses/content';
import { Field } from '../../Field';
import { InlineText } from '../../InlineText';
import { MediaLibraryDialog } from '../../media/MediaLibraryDialog';
import { mediaRefOf } from '../../media/pickedMedia';
import { Picture } from '../../media/Picture';

interface SortItemFieldsProps {
  item: SortItem;
  /** "Item 2". */
  label: string;
  piles: { id: string; name: string }[];
  onChange: (patch: Partial<SortItem>) => void;
}

/** An item's words, the pile it belongs in, and a picture from the media library with its alternative text. */
export function SortItemFields({ item, label, piles, onChange }: SortItemFieldsProps) {
  const [picking, setPicking] = useState(false);
  const fields = useRef<HTMLDivElement>(null);
  const focusIn = (selector: string) =>
    requestAnimationFrame(() => fields.current?.querySelector<HTMLElement>(selector)?.focus());

  return (
    <div ref={fields} className="kind-sort-edit">
      <InlineText
        label={`${label} text`}
        placeholder={`${label} text`}
        value={item.text}
        onChange={(text) => onChange({ text })}
      />
      <Field label={`${label} belongs in`}>
        {(control) => (
          <select {...control} value={item.pile} onChange={(event) => onChange({ pile: event.target.value })}>
            {piles.map((pile) => (
              <option key={pile.id} value={pile.id}>
                {pile.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {item.image ? (
        <div className="kind-sort-edit__image">
          <Picture {...item.image} sizes="8rem" />
          <button
            type="button"
            className="icon-button"
            aria-label={`Remove ${label} image`}
            onClick={() => {
              onChange({ image: undefined });
              focusIn('[data-add-image]');
            }}
          >
            <Trash2 aria-hidden="true" size={16} />
          </button>
          <Field label={`${label} image alternative text`} hint="Describe the image for people who cannot see it">
            {(control) => (
              <input
                {...control}
                data-alt
                value={item.image?.alt ?? ''}
                onChange={(event) => item.image && onChange({ image: { ...item.image, alt: event.target.value } })}
              />
            )}
          </Field>
        </div>
      ) : (
        <button
          type="button"
          className="button button--quiet"
          data-add-image
          aria-label={`Add image to ${label}`}
          onClick={() => setPicking(true)}
        >
          <ImagePlus aria-hidden="true" size={16} /> Add image
        </button>
      )}
      {picking && (
        <MediaLibraryDialog
          kind="image"
          onPick={(media) => {
            setPicking(false);
            onChange({ image: { url: media.url, media: mediaRefOf(media), alt: '' } });
            focusIn('[data-alt]');
          }}
          onClose={() => setPicking(false)}
        />
      )}
    </div>
  );
}
