import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import type { GraphicMarker } from '../../../../modules/courses/content';
import { Picture } from '../../media/Picture';
import type { PictureData } from '../PictureFields';

/** Arrow keys move a marker by 1 % of the image, by 10 % with Shift. */
const KEY_STEPS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
const BIG_STEP = 10;

/** A place on the image, kept to it and to a tenth of a percent. */
const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value * 10) / 10));
const where = ({ x, y }: { x: number; y: number }) => `${Math.round(x)}% across, ${Math.round(y)}% down`;

type Drag = { id: string; x: number; y: number; dx: number; dy: number };

interface MarkerPinsProps {
  picture: PictureData;
  markers: GraphicMarker[];
  onMove: (id: string, place: { x: number; y: number }) => void;
}

/**
 * The image with its numbered markers, each moved by dragging it with the pointer (kept where it
 * is dropped) or, once focused, by the arrow keys; where it lands is said to screen readers.
 */
export function MarkerPins({ picture, markers, onMove }: MarkerPinsProps) {
  const board = useRef<HTMLDivElement>(null);
  const hint = useId();
  const [drag, setDrag] = useState<Drag | null>(null);
  const [said, setSaid] = useState('');

  const pointerAt = (event: PointerEvent) => {
    const box = board.current!.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 };
  };
  const place = (index: number, marker: GraphicMarker, to: { x: number; y: number }) => {
    const next = { x: clamp(to.x), y: clamp(to.y) };
    if (next.x === marker.x && next.y === marker.y) return;
    onMove(marker.id, next);
    setSaid(`Marker ${index + 1}, ${where(next)}`);
  };
  const dragged = (d: Drag, event: PointerEvent) => {
    const at = pointerAt(event);
    return { x: clamp(at.x - d.dx), y: clamp(at.y - d.dy) };
  };

  return (
    <div ref={board} className="kind-graphic__board">
      <Picture {...picture} />
      {markers.map((marker, i) => {
        const shown = drag?.id === marker.id ? drag : marker;
        const onKeyDown = (event: KeyboardEvent) => {
          const step = KEY_STEPS[event.key];
          if (!step) return;
          event.preventDefault();
          const size = event.shiftKey ? BIG_STEP : 1;
          place(i, marker, { x: marker.x + step[0] * size, y: marker.y + step[1] * size });
        };
        return (
          <button
            key={marker.id}
            type="button"
            className="kind-graphic__marker kind-graphic__marker--move"
            style={{ left: `${shown.x}%`, top: `${shown.y}%` }}
            aria-label={`Marker ${i + 1}${marker.title ? `: ${marker.title}` : ''}, ${where(shown)}`}
            aria-describedby={hint}
            data-dragging={drag?.id === marker.id || undefined}
            onKeyDown={onKeyDown}
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId);
              const at = pointerAt(event);
              setDrag({ id: marker.id, x: marker.x, y: marker.y, dx: at.x - marker.x, dy: at.y - marker.y });
            }}
            onPointerMove={(event) => {
              if (drag?.id === marker.id) setDrag({ ...drag, ...dragged(drag, event) });
            }}
            onPointerUp={(event) => {
              if (drag?.id === marker.id) place(i, marker, dragged(drag, event));
              setDrag(null);
            }}
            onPointerCancel={() => setDrag(null)}
          >
            {i + 1}
          </button>
        );
      })}
      <p id={hint} className="visually-hidden">
        Drag it, or move it with the arrow keys (with Shift, further).
      </p>
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
