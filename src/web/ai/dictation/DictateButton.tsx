import { Mic } from 'lucide-react';
import { IconButton } from '../../components/Buttons';
import type { Dictation } from './useDictation';

/**
 * The text toolbar's microphone: starts a dictation, or another after one failed. It takes focus
 * like any button; the editor keeps its caret, where the words go in.
 */
export function DictateButton({ dictation }: { dictation: Dictation }) {
  const busy = dictation.status !== 'idle' && dictation.status !== 'failed';
  return (
    <IconButton
      ref={dictation.trigger}
      label="Dictate"
      title="Dictate: speak, and the words go in at the caret"
      aria-pressed={busy}
      disabled={busy}
      onClick={dictation.start}
    >
      <Mic aria-hidden="true" size={18} />
    </IconButton>
  );
}
