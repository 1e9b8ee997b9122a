import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Say } from '../blocks/LearnerWords';

type Props = { exit: () => Promise<void>; onLeft: () => void };

/**
 * "Exit" for an LMS that has no way out of its own (a cmi5 AU): the session ends once everything
 * is told, then the LMS takes the learner back, or (when it gave no address) `onLeft`.
 */
export function ExitButton({ exit, onLeft }: Props) {
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    await exit();
    onLeft();
  };
  return (
    <button type="button" className="player-bar__button" aria-busy={leaving} disabled={leaving} onClick={leave}>
      <LogOut aria-hidden="true" size={18} />
      <span className="player-bar__label">
        <Say word={leaving ? 'bar.saving' : 'bar.exit'} />
      </span>
    </button>
  );
}
