import { LoaderCircle, RotateCcw, Square, X } from 'lucide-react';
import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { clockText } from '../../blocks/game/useElapsedSeconds';
import { Button, IconButton } from '../../components/Buttons';
import { AiNote } from '../AiNote';
import type { Dictation } from './useDictation';
import './dictation.css';

/**
 * What a dictation shows above the block's text: the countdown with Stop and Cancel while recording,
 * "Transcribing…" while the server listens, the reason when it failed. Each step's main button takes
 * focus as it appears, unless the author has gone back to typing meanwhile; Escape cancels.
 */
export function DictationPanel({ dictation }: { dictation: Dictation }) {
  const { status, announcement, trigger } = dictation;
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    const withDictation =
      !active || active === document.body || active === trigger.current || panel.current?.contains(active);
    if (status !== 'idle' && withDictation) panel.current?.querySelector<HTMLElement>(`[${TAKES_FOCUS}]`)?.focus();
  }, [status, trigger]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    dictation.cancel();
  };
  return (
    <>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
      {status !== 'idle' && (
        <div
          ref={panel}
          className={`dictation dictation--${status}`}
          role="group"
          aria-label="Dictation"
          aria-busy={status === 'asking' || status === 'transcribing'}
          onKeyDown={onKeyDown}
        >
          <div className="dictation__row">
            <Step dictation={dictation} />
          </div>
          <AiNote />
        </div>
      )}
    </>
  );
}

/** Marks the control that takes focus as its step appears. */
const TAKES_FOCUS = 'data-takes-focus';
const takesFocus = { [TAKES_FOCUS]: true };

function Step({ dictation }: { dictation: Dictation }) {
  const cancel = (
    <button
      type="button"
      className="button button--quiet"
      {...(dictation.status === 'recording' ? {} : takesFocus)}
      onClick={dictation.cancel}
    >
      Cancel
    </button>
  );
  switch (dictation.status) {
    case 'asking':
      return (
        <>
          <span className="dictation__state">Waiting for the microphone…</span>
          {cancel}
        </>
      );
    case 'recording':
      return (
        <>
          <span className="dictation__state">
            <span className="dictation__dot" aria-hidden="true" />
            Recording
          </span>
          <span className="dictation__clock" role="timer" aria-label="Time left">
            {clockText(dictation.secondsLeft)}
          </span>
          <button type="button" className="button button--primary" {...takesFocus} onClick={dictation.stop}>
            <Square aria-hidden="true" size={14} />
            Stop
          </button>
          {cancel}
        </>
      );
    case 'transcribing':
      return (
        <>
          <span className="dictation__state">
            <LoaderCircle className="dictation__spinner" aria-hidden="true" size={16} />
            Transcribing…
          </span>
          {cancel}
        </>
      );
    default:
      return (
        <>
          <p role="alert" className="alert dictation__alert">
            {dictation.error}
          </p>
          <Button {...takesFocus} onClick={dictation.start}>
            <RotateCcw aria-hidden="true" size={14} />
            Try again
          </Button>
          <IconButton label="Dismiss" title="Dismiss" onClick={dictation.cancel}>
            <X aria-hidden="true" size={18} />
          </IconButton>
        </>
      );
  }
}
