import { useQuery } from '@tanstack/react-query';
import { Mic } from 'lucide-react';
import { mediaQueries } from '../../api/media';
import { IconButton } from '../../components/Buttons';
import type { Dictation } from './useDictation';

/**
 * The text toolbar's microphone: starts a dictation, or another after one failed. It takes focus
 * like any button; the editor keeps its caret, where the words go in. A server without speech to
 * text (ffmpeg and a recogniser) says so on the button instead.
 */
export function DictateButton({ dictation }: { dictation: Dictation }) {
  const engines = useQuery(mediaQueries.engines());
  const missing = engines.data !== undefined && !(engines.data.engines.ffmpeg && engines.data.transcription.available);
  const busy = dictation.status !== 'idle' && dictation.status !== 'failed';
  return (
    <IconButton
      ref={dictation.trigger}
      label={missing ? 'Dictate (not available: this server has no speech to text)' : 'Dictate'}
      title={
        missing
          ? 'Dictation needs ffmpeg and speech to text (pocketsphinx, or an OpenAI-compatible server) on the server'
          : 'Dictate: speak, and the words go in at the caret'
      }
      aria-pressed={busy}
      disabled={busy || missing}
      onClick={dictation.start}
    >
      <Mic aria-hidden="true" size={18} />
    </IconButton>
  );
}
