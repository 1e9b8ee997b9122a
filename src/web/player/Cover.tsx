import { ArrowRight, Clock } from 'lucide-react';
import { type Ref, useId, useRef } from 'react';
import { useFittedText } from '../theme/useFittedText';
import { Say } from '../blocks/LearnerWords';

/** The organisation's logo on the cover (the theme gives it). */
type CoverLogo = {
  src: string;
  alt: string;
  placement: 'left' | 'center' | 'right';
  size: 'small' | 'medium' | 'large';
};

type Props = {
  title: string;
  description: string;
  minutes: number;
  /** The learner has been here before: the button takes them back to where they were. */
  resuming: boolean;
  logo?: CoverLogo;
  onStart: () => void;
  /** Not `ref`: the player runs on Preact, which hands a function component no `ref` prop. */
  sectionRef: Ref<HTMLElement>;
};

/** The module's first screen: what it is, how long it takes, and the way in. */
export function Cover({ title, description, minutes, resuming, logo, onStart, sectionRef }: Props) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // A long word in the title shrinks it rather than overflow a phone's width.
  useFittedText(titleRef, title, 20);
  return (
    <section ref={sectionRef} className="player-cover" aria-labelledby={titleId}>
      {logo && (
        <img
          className={`player-logo player-logo--${logo.placement} player-logo--${logo.size}`}
          src={logo.src}
          alt={logo.alt}
        />
      )}
      <h1 ref={titleRef} id={titleId} className="player-title">
        {title}
      </h1>
      {description && <p className="player-description">{description}</p>}
      <p className="player-cover__time">
        <Clock aria-hidden="true" size={18} /> <Say word="cover.minutes" values={{ minutes }} />
      </p>
      <button type="button" className="player-button player-cover__start" onClick={onStart}>
        <Say word={resuming ? 'cover.continue' : 'cover.start'} /> <ArrowRight aria-hidden="true" size={18} />
      </button>
    </section>
  );
}
