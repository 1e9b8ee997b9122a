import { X } from 'lucide-react';
import { useId, useRef } from 'react';
import type { GraphicMarker } from '../../../../modules/courses/content';
import { useModalDialog } from '../../../components/useModalDialog';
import { useSay } from '../../LearnerWords';
import { Picture } from '../../media/Picture';

interface MarkerNoteProps {
  marker: GraphicMarker;
  /** Escape or Close: the view then stops rendering the note, and the focus goes back to its marker. */
  onClose: () => void;
}

/** A marker's note as a modal dialog (WAI-ARIA dialog): the focus moves in, to Close, and Escape closes it. */
export function MarkerNote({ marker, onClose }: MarkerNoteProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const say = useSay();
  useModalDialog(ref);
  return (
    <dialog
      ref={ref}
      className="kind-graphic__note"
      aria-labelledby={titleId}
      aria-describedby={marker.body ? bodyId : undefined}
      onClose={() => {
        if (!ref.current?.open) onClose();
      }}
    >
      <div className="kind-graphic__note-head">
        <h3 id={titleId} className="kind-graphic__note-title">
          {marker.title}
        </h3>
        <button
          type="button"
          className="kind-graphic__close"
          aria-label={say('graphic.close')}
          data-autofocus
          onClick={onClose}
        >
          <X aria-hidden="true" size={20} />
        </button>
      </div>
      {marker.url && (
        <figure className="block-figure">
          <Picture url={marker.url} media={marker.media} alt={marker.alt} />
        </figure>
      )}
      <div
        id={bodyId}
        className="rich-text rich-text--view"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: marker notes are sanitised on the server before they are stored
        dangerouslySetInnerHTML={{ __html: marker.body }}
      />
    </dialog>
  );
}
