import { useEffect, useRef } from 'react';
import { Say } from '../blocks/LearnerWords';

/** After Exit, when the LMS gave no address to go back to: nothing more is reported from this window. */
export function SessionEnded({ title }: { title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="player player--message learner-surface">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p role="status">
        <Say word="ended.left" />
      </p>
    </div>
  );
}
