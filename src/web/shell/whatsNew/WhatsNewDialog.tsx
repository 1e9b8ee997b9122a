import { useEffect, useId, useRef } from 'react';
import { useModalDialog } from '../../components/useModalDialog';
import type { WhatsNewFeature } from './features';
import { parseMarkup } from './markup';
import type { ShownFeature, WhatsNewEvent } from './whatsNew.machine';
import './whatsNew.css';

/** What the popup itself can say; holding it back is the shell's business. */
type Command = Exclude<WhatsNewEvent, { type: 'SET_ENABLED' }>;

interface WhatsNewDialogProps {
  shown: ShownFeature;
  send: (command: Command) => void;
}

/** Keys act on the popup wherever the focus is; Enter on a button is that button's own click. */
function commandFor(event: KeyboardEvent): Command | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (event.key === 'Escape') return { type: 'SKIP' };
  if (event.key === 'ArrowLeft') return { type: 'BACK' };
  if (event.key === 'ArrowRight') return { type: 'NEXT' };
  const onControl = event.target instanceof Element && event.target.closest('button, a, input, textarea, select');
  if (event.key === 'Enter' && !onControl) return { type: 'NEXT' };
  return null;
}

/**
 * The What's New popup on a native modal <dialog>: the focus goes to the forward button when it
 * opens and back to where it was when it closes (the browser's own dialog focus rules).
 */
export function WhatsNewDialog({ shown, send }: WhatsNewDialogProps) {
  const { feature, features, position, total, isFirst, isLast } = shown;
  const ref = useRef<HTMLDialogElement>(null);
  const ids = { kicker: useId(), title: useId(), description: useId() };

  useModalDialog(ref);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = commandFor(event);
      if (!command) return;
      event.preventDefault();
      send(command);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [send]);

  return (
    <dialog
      ref={ref}
      className="whats-new"
      aria-labelledby={`${ids.kicker} ${ids.title}`}
      aria-describedby={ids.description}
      // Escape or another close request (e.g. a phone's back gesture): the machine closes the popup.
      onCancel={(event) => {
        event.preventDefault();
        send({ type: 'SKIP' });
      }}
    >
      <div className="whats-new__picture">
        <img key={feature.id} src={feature.image.src} alt={feature.image.alt} width={480} height={240} />
      </div>
      <button
        type="button"
        className="whats-new__close"
        aria-label="Close What's New"
        onClick={() => send({ type: 'CLOSE' })}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {/* Every feature's text sits in one grid cell, the others unseen, so the buttons keep their place. */}
      <div className="whats-new__texts">
        <div className="whats-new__body" aria-live="polite">
          <FeatureText feature={feature} position={position} total={total} ids={ids} />
        </div>
        {features.map((other) => (
          <div key={other.id} className="whats-new__body whats-new__body--sizer" aria-hidden="true">
            <FeatureText feature={other} position={position} total={total} />
          </div>
        ))}
      </div>
      <div className="whats-new__footer">
        <ol className="whats-new__dots" aria-hidden="true">
          {Array.from({ length: total }, (_, i) => i + 1).map((dot) => (
            <li key={dot} className={dot === position ? 'whats-new__dot whats-new__dot--current' : 'whats-new__dot'} />
          ))}
        </ol>
        <div className="whats-new__actions">
          {total > 1 && (
            // aria-disabled rather than disabled: the button keeps the focus when it reaches the first feature.
            <button
              type="button"
              className="button button--quiet"
              aria-disabled={isFirst}
              onClick={() => send({ type: 'BACK' })}
            >
              Back
            </button>
          )}
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            onClick={() => send({ type: 'NEXT' })}
          >
            {isLast ? 'Done' : 'Next'}
          </button>
        </div>
      </div>
    </dialog>
  );
}

interface FeatureTextProps {
  feature: WhatsNewFeature;
  position: number;
  total: number;
  /** The ids that name and describe the dialog; only the shown feature's text has them. */
  ids?: { kicker: string; title: string; description: string };
}

function FeatureText({ feature, position, total, ids }: FeatureTextProps) {
  return (
    <>
      <p className="whats-new__kicker" id={ids?.kicker}>
        What's new <span className="whats-new__position">{`${position} of ${total}`}</span>
      </p>
      <h2 id={ids?.title}>{feature.title}</h2>
      <p className="whats-new__description" id={ids?.description}>
        {parseMarkup(feature.description).map((line) => (
          <span key={line.key} className="whats-new__line">
            {line.runs.map((run) => (run.bold ? <strong key={run.key}>{run.text}</strong> : run.text))}
          </span>
        ))}
      </p>
    </>
  );
}
