import { Mic } from 'lucide-react';
import { IconButton } from '../../components/Buttons';
import type { Dictation } from './useDictation';

/** The text toolbar's microphone: starts a dictation, or another after one failed. */
export function DictateButton({ dictation }: { dictation: Dictation }) {
  const busy = dictation.status !== 'idle' && dictation.status !== 'failed';
  return (
    <IconButton
      ref={dictation.trigger}
      label="Dictate"
      title="Dictate: speak, and the words go in at the caret"
      aria-pressed={busy}
      disabled={busy}
      // The editor keeps its caret: the words go where the author was typing.
      onMouseDown={(event) => event.preventDefault()}
      onClick={dictation.start}
    >
      <Mic aria-hidden="true" size={18} />
    </IconButton>
  );
}
