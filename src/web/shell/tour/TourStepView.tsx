import { X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { IconButton } from '../../components/Buttons';
import { needsScroll, padded, popupBox, POPUP_HEIGHT, type Box } from './placement';
import { highlightPaddingFor, type TourStep } from './tourDefinition';

interface TourStepViewProps {
  step: TourStep;
  /** 1-based, of `count`. */
  number: number;
  count: number;
  canGoBack: boolean;
  onNext: () => void;
  onBack: () => void;
  onSkip: () => void;
}

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
const boxOf = (element: Element): Box => {
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
};
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Follows the target's box through scrolling, resizing and layout changes. */
function useTargetBox(selector: string): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useLayoutEffect(() => {
    const target = document.querySelector(selector);
    if (!target) return;
    if (needsScroll(boxOf(target), viewport()))
      target.scrollIntoView({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setBox(boxOf(target)));
    };
    setBox(boxOf(target));
    const resized = new ResizeObserver(measure);
    resized.observe(target);
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [selector]);
  return box;
}

/**
 * One step: the target highlighted, the popup beside it. The popup is a non-modal dialog: focus
 * moves into it and is announced with its title and text, Tab leaves it freely.
 */
export function TourStepView({ step, number, count, canGoBack, onNext, onBack, onSkip }: TourStepViewProps) {
  const titleId = useId();
  const textId = useId();
  const hintId = useId();
  const popup = useRef<HTMLDivElement>(null);
  const primary = useRef<HTMLButtonElement>(null);
  const target = useTargetBox(step.target);
  const [height, setHeight] = useState(POPUP_HEIGHT);

  useLayoutEffect(() => {
    if (popup.current) setHeight(popup.current.offsetHeight);
  });
  const placed = target !== null;
  useEffect(() => {
    if (placed) primary.current?.focus({ preventScroll: true });
  }, [placed]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const inPopup = popup.current?.contains(document.activeElement) ?? false;
      if (!inPopup && document.activeElement !== document.body) return;
      const onControl = event.target instanceof HTMLButtonElement;
      if (event.key === 'Escape') onSkip();
      else if (event.key === 'ArrowLeft') onBack();
      else if (event.key === 'ArrowRight' || (event.key === 'Enter' && !onControl)) onNext();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onNext, onBack, onSkip]);

  if (!target) return null;
  const highlight = padded(target, highlightPaddingFor(step));
  const place = popupBox(highlight, step.placement, viewport(), height);
  const last = number === count;
  return (
    <>
      <div
        className="tour-highlight"
        aria-hidden="true"
        style={{ top: highlight.top, left: highlight.left, width: highlight.width, height: highlight.height }}
      />
      <div
        ref={popup}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby={`${textId} ${hintId}`}
        className="tour-popup"
        data-placement={place.placement}
        style={{ top: place.top, left: place.left, width: place.width }}
      >
        <div className="tour-popup__head">
          <p className="tour-popup__count">
            Step {number} of {count}
          </p>
          <IconButton label="Skip the tour" title="Skip the tour (Esc)" onClick={onSkip}>
            <X aria-hidden="true" size={16} />
          </IconButton>
        </div>
        <h2 id={titleId} className="tour-popup__title">
          {step.title}
        </h2>
        <p id={textId} className="tour-popup__text">
          {step.content}
        </p>
        <p id={hintId} className="visually-hidden">
          Right arrow or Enter: next. Left arrow: back. Escape: skip the tour.
        </p>
        <div className="tour-popup__actions">
          {canGoBack && (
            <button type="button" className="button" onClick={onBack}>
              Back
            </button>
          )}
          <button ref={primary} type="button" className="button button--primary" onClick={onNext}>
            {last ? 'Finish' : 'Next'}
          </button>
        </div>
      </div>
    </>
  );
}
