import { useQuery } from '@tanstack/react-query';
import { AudioLines } from 'lucide-react';
import { useState } from 'react';
import { describeError } from '../../api/errors';
import { mediaQueries } from '../../api/media';
import { SelectField } from '../SelectField';
import { CAPTION_LANGUAGES } from './captionLanguages';
import { useTranscription } from './useTranscription';

interface TranscribeControlProps {
  blockId: string;
  /** The uploaded file to transcribe; none (a web address): nothing to offer. */
  mediaId: string | undefined;
  /** What the finished transcription becomes in this block ("captions", "the transcript"). */
  outcome: string;
  /** The language chosen beside it (the captions' own); without it, this control asks. */
  language?: string;
}

const STATUS_TEXT = {
  INIT: 'Waiting to transcribe…',
  IN_PROGRESS: 'Transcribing… (checked every 10 seconds)',
  COMPLETED: 'Transcribed.',
  ERROR: 'Transcription failed',
} as const;

/** Transcribe an uploaded file in a language, and see how it goes. */
export function TranscribeControl({ blockId, mediaId, outcome, language: given }: TranscribeControlProps) {
  const [chosen, setLanguage] = useState('en');
  const language = given ?? chosen;
  const engines = useQuery(mediaQueries.engines());
  const { current, start } = useTranscription(blockId, mediaId);
  if (!mediaId) return <p className="field__hint">Upload the file to transcribe it.</p>;
  const supported = engines.data?.transcriptionLanguages ?? [];
  const available = engines.data ? engines.data.engines.ffmpeg && engines.data.engines.pocketsphinx : false;
  const running = current?.status === 'INIT' || current?.status === 'IN_PROGRESS';
  const understood = supported === 'any' || supported.includes(language.split('-')[0]!);
  return (
    <div className="transcribe-control">
      {given === undefined && (
        <SelectField label="Language" value={language} choices={CAPTION_LANGUAGES} onChange={setLanguage} />
      )}
      <button
        type="button"
        className="button"
        disabled={!available || running || start.isPending || !understood}
        onClick={() => start.mutate(language)}
      >
        <AudioLines aria-hidden="true" size={16} /> Transcribe into {outcome}
      </button>
      {engines.data && !available && (
        <p className="alert" role="alert">
          Transcription needs ffmpeg and pocketsphinx (or an OpenAI-compatible server) on the server, and this server
          lacks them.
        </p>
      )}
      {engines.data && available && !understood && (
        <p className="field__hint">
          This server transcribes {Array.isArray(supported) ? supported.join(', ') : ''} only: upload captions in this
          language.
        </p>
      )}
      {current && (
        <p className={current.status === 'ERROR' ? 'alert' : 'field__hint'} role="status">
          {STATUS_TEXT[current.status]}
          {current.status === 'ERROR' && current.error ? `: ${current.error}` : ''}
        </p>
      )}
      {start.isError && (
        <p className="alert" role="alert">
          {describeError(start.error)}
        </p>
      )}
    </div>
  );
}
