import { useEffect, useRef, useState } from 'react';
import type { BlockViewProps } from '../../editorProps';
import { Empty } from '../../Empty';
import { useExplored } from '../../explore';
import { Say, useSay } from '../../LearnerWords';
import { Picture } from '../../media/Picture';
import { MarkerNote } from './MarkerNote';

/**
 * The note shown, and which opening of a note it is: a dialog's `close` event comes after its
 * closing, so a marker pressed in between opens a new note that the late event leaves open.
 */
type OpenNote = { id: string; opening: number };

/**
 * The image with its numbered markers, buttons that open their notes (a dialog each); explored once
 * every note was opened. Closing a note gives the focus back to its marker.
 */
export default function LabeledGraphicView({ block }: BlockViewProps<'LabeledGraphicBlockComponent'>) {
  const { url, media, alt, items } = block.data;
  const say = useSay();
  const [open, setOpen] = useState<OpenNote | null>(null);
  const openings = useRef(0);
  const [opened, setOpened] = useState<string[]>([]);
  const markers = useRef(new Map<string, HTMLButtonElement>());
  // Once a note is gone (its dialog closed, the page no longer inert), its marker has the focus again.
  const returnTo = useRef<string | null>(null);
  useEffect(() => {
    if (open !== null || !returnTo.current) return;
    markers.current.get(returnTo.current)?.focus();
    returnTo.current = null;
  }, [open]);
  useExplored(
    block.id,
    items.map((m) => m.id),
    opened,
  );
  if (!url)
    return (
      <Empty>
        <Say word="media.noImage" />
      </Empty>
    );
  const note = items.find((m) => m.id === open?.id);
  const close = (closing: OpenNote) => {
    returnTo.current = closing.id;
    setOpen((now) => (now === closing ? null : now));
  };
  return (
    <div className="kind-graphic">
      <div className="kind-graphic__board">
        <Picture url={url} media={media} alt={alt} />
        <ol className="kind-graphic__markers">
          {items.map((marker, i) => (
            <li key={marker.id} className="kind-graphic__place" style={{ left: `${marker.x}%`, top: `${marker.y}%` }}>
              <button
                ref={(el) => {
                  if (el) markers.current.set(marker.id, el);
                  else markers.current.delete(marker.id);
                }}
                type="button"
                className="kind-graphic__marker"
                aria-haspopup="dialog"
                aria-label={
                  marker.title
                    ? say('graphic.markerTitled', { index: i + 1, title: marker.title })
                    : say('graphic.marker', { index: i + 1 })
                }
                data-opened={opened.includes(marker.id) || undefined}
                onClick={() => {
                  openings.current += 1;
                  setOpen({ id: marker.id, opening: openings.current });
                  setOpened((now) => (now.includes(marker.id) ? now : [...now, marker.id]));
                }}
              >
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
      </div>
      {note && open && <MarkerNote key={open.opening} marker={note} onClose={() => close(open)} />}
    </div>
  );
}
