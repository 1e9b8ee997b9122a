import { Check, Copy } from 'lucide-react';
import { type RefObject, useState } from 'react';
import type { PlayerWordKey } from '../../../../modules/courses/translation/shared';
import { Say } from '../../LearnerWords';

/**
 * Copies the code, and says so in a live region beside the button. Where the clipboard is refused
 * (an LMS's frame may not allow it) the code is selected for the browser's own copy instead, and
 * the learner told to copy it.
 */
export function CopyButton({ code, source }: { code: string; source: RefObject<HTMLElement | null> }) {
  const [said, setSaid] = useState<PlayerWordKey | null>(null);
  const copy = async () => {
    setSaid(null);
    try {
      await navigator.clipboard.writeText(code);
      setSaid('code.copied');
    } catch {
      if (source.current) getSelection()?.selectAllChildren(source.current);
      setSaid(document.execCommand('copy') ? 'code.copied' : 'code.copyFailed');
    }
  };
  return (
    <div className="kind-code__copy">
      <button type="button" className="player-button player-button--quiet kind-code__button" onClick={copy}>
        {said === 'code.copied' ? <Check aria-hidden="true" size={16} /> : <Copy aria-hidden="true" size={16} />}
        <Say word="code.copy" />
      </button>
      <span role="status" className="kind-code__said">
        {said && <Say word={said} />}
      </span>
    </div>
  );
}
