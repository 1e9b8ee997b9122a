import { useSay } from '../blocks/LearnerWords';

const RADIUS = 17;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The completion wheel: how much of what the module tracks is done. */
export function CompletionWheel({ progress }: { progress: number }) {
  const percent = Math.round(progress * 100);
  const say = useSay();
  return (
    <div
      className="player-wheel"
      role="progressbar"
      aria-label={say('bar.completion')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={say('bar.completed', { percent })}
    >
      <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r={RADIUS} className="player-wheel__track" />
        <circle
          cx="20"
          cy="20"
          r={RADIUS}
          className="player-wheel__done"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - progress)}
          transform="rotate(-90 20 20)"
        />
      </svg>
      {/* Three digits need a smaller type to stay inside the ring. */}
      <span className={`player-wheel__label player-wheel__label--${String(percent).length}`} aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
