import { RotateCcw, Square, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { clockText } from '../../blocks/game/useElapsedSeconds';
import { Button, IconButton } from '../../components/Buttons';
import { AiNote } from '../AiNote';
import type { Dictation } from './useDictation';
import './dictation.css';

/**
 * What a dictation shows beside the text toolbar: the countdown with Stop and Cancel while recording,
 * "Transcribing…" while the server listens, the reason when it failed. Each step's main button takes
 * focus as it appears (the panel is keyed by step); Escape cancels.
 */
export function DictationPanel({ dictation }: { dictation: Dictation }) {
  const { status, announcement } = dictation;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    if (status === 'failed') dictation.dismiss();
    else dictation.cancel();
  };
  return (
    <>
      <span className="visually-hidden" role="status">
        {announcement}
      </span>
      {status !== 'idle' && (
        <div
          key={status}
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

function Step({ dictation }: { dictation: Dictation }) {
  const cancel = (
    <button
      type="button"
      className="button button--quiet"
      autoFocus={dictation.status !== 'recording'}
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
          <button type="button" className="button button--primary" autoFocus onClick={dictation.stop}>
            <Square aria-hidden="true" size={14} />
            Stop
          </button>
          {cancel}
        </>
      );
    case 'transcribing':
      return (
        <>
          <span className="dictation__state">Transcribing…</span>
          {cancel}
        </>
      );
    default:
      return (
        <>
          <p role="alert" className="alert dictation__alert">
            {dictation.error}
          </p>
          <Button autoFocus onClick={dictation.start}>
            <RotateCcw aria-hidden="true" size={14} />
            Try again
          </Button>
          <IconButton label="Dismiss" title="Dismiss" onClick={dictation.dismiss}>
            <X aria-hidden="true" size={18} />
          </IconButton>
        </>
      );
  }
}
