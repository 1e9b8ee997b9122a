import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { captionsTextQuery } from '../../api/media';
import { describeError } from '../../api/errors';

interface CaptionsTextProps {
  url: string;
  language: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}

/** Captions edited as the WebVTT text they are: each cue's times, then its words. */
export function CaptionsText({ url, language, onSave, onCancel }: CaptionsTextProps) {
  const id = useId();
  const file = useQuery(captionsTextQuery(url));
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    if (file.data !== undefined && text === null) setText(file.data);
  }, [file.data, text]);
  const valid = text !== null && /^WEBVTT(\s|$)/.test(text);
  if (file.isError)
    return (
      <p className="alert" role="alert">
        {describeError(file.error)}
      </p>
    );
  return (
    <div className="captions-text">
      <label htmlFor={id}>{language} captions (WebVTT)</label>
      <textarea
        id={id}
        rows={10}
        value={text ?? 'Loading…'}
        disabled={text === null}
        spellCheck
        onChange={(e) => setText(e.target.value)}
        autoFocus
      />
      {!valid && text !== null && <p className="alert">Captions start with the line WEBVTT.</p>}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button button--primary" disabled={!valid} onClick={() => onSave(text!)}>
          Save captions
        </button>
      </div>
    </div>
  );
}
