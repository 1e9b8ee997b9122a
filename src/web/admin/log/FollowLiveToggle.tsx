import { Radio } from 'lucide-react';
import { useSocketState } from '../../live/useSocketState';

/** Turns live following on and off; while on, says whether the connection is there to follow with. */
export function FollowLiveToggle({ on, onToggle }: { on: boolean; onToggle: (on: boolean) => void }) {
  const state = useSocketState();
  return (
    <div className="log-follow">
      <button type="button" className="button log-follow__button" aria-pressed={on} onClick={() => onToggle(!on)}>
        <Radio aria-hidden="true" size={16} /> Follow live
      </button>
      {on && (
        <span className={`live-status live-status--${state}`}>
          {state === 'connected' ? 'New entries appear at the top' : 'Offline; reconnecting'}
        </span>
      )}
    </div>
  );
}
