import { CircleCheck, CircleX, RotateCcw } from 'lucide-react';
import { Fragment, useId, useRef, useState } from 'react';
import {
  isSuccessEnd,
  type LearnerEnd,
  type ScenarioChoice,
  type ScenarioEnd,
  type ScenarioScene,
} from '../../../../modules/courses/content';
import type { BlockViewProps } from '../../editorProps';
import { Say, useSay } from '../../LearnerWords';
import { usePlayed } from '../../played';
import { Face } from './Face';

/** A scene's line in the conversation: who says it, and what. */
function Line({ scene }: { scene: ScenarioScene }) {
  return (
    <li className="kind-scenario__line" tabIndex={-1}>
      <Face scene={scene} />
      <div className="kind-scenario__bubble">
        {scene.character && <p className="kind-scenario__who">{scene.character}</p>}
        <p className="kind-scenario__said">{scene.line}</p>
      </div>
    </li>
  );
}

/** The end reached: what happened, and its outcome once found. */
function EndLine({ end, outcome }: { end: ScenarioEnd | LearnerEnd; outcome: boolean | null }) {
  return (
    <li
      className="kind-scenario__end"
      data-outcome={outcome === null ? undefined : outcome ? 'success' : 'other'}
      tabIndex={-1}
    >
      {outcome !== null && (
        <p className="kind-scenario__outcome">
          {outcome ? <CircleCheck aria-hidden="true" size={20} /> : <CircleX aria-hidden="true" size={20} />}
          <Say word={outcome ? 'scenario.success' : 'scenario.failure'} />
        </p>
      )}
      <p className="kind-scenario__said">{end.text}</p>
    </li>
  );
}

/**
 * A branching conversation, played line by line: the learner picks a reply, reads its feedback and
 * the next line (the focus moves to it; what came before stays as the conversation's log) until an
 * end, whose outcome is found by hashing (learners never receive it), then may start again.
 */
export default function ScenarioView({ block }: BlockViewProps<'ScenarioBlockComponent'>) {
  const { scenes } = block.data;
  const ends: (ScenarioEnd | LearnerEnd)[] = block.data.ends;
  const first = scenes[0]!;
  const [taken, setTaken] = useState<ScenarioChoice[]>([]);
  const [outcome, setOutcome] = useState<boolean | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const log = useRef<HTMLOListElement>(null);
  const repliesLabel = useId();
  const say = useSay();
  const played = usePlayed();

  const sceneOf = new Map(scenes.map((s) => [s.id, s]));
  const endOf = new Map(ends.map((e) => [e.id, e]));
  const last = taken.at(-1);
  const end = last && endOf.get(last.to);
  const scene = last ? sceneOf.get(last.to) : first;
  // A reply not written yet, or leading nowhere yet, is none a learner can take.
  const replies = scene?.choices.filter((c) => c.text.trim() !== '' && (sceneOf.has(c.to) || endOf.has(c.to))) ?? [];

  const focusLatest = () =>
    requestAnimationFrame(() => (log.current?.lastElementChild as HTMLElement | null | undefined)?.focus());

  const choose = async (choice: ScenarioChoice) => {
    const way = [...taken, choice];
    setTaken(way);
    setOutcome(null);
    setAnnouncement(choice.feedback);
    focusLatest();
    const reached = endOf.get(choice.to);
    if (!reached) return;
    const success = await isSuccessEnd(block.id, reached);
    setOutcome(success);
    setAnnouncement([choice.feedback, say(success ? 'scenario.success' : 'scenario.failure')].join(' ').trim());
    played(block, {
      choices: way.map((c) => c.text),
      success,
      description: [first.character, first.line].filter(Boolean).join(': '),
    });
  };
  /** What a reply led to: the next scene's line, or the end. */
  const ledTo = (to: string) => {
    const next = sceneOf.get(to);
    const reached = endOf.get(to);
    return next ? <Line scene={next} /> : reached ? <EndLine end={reached} outcome={outcome} /> : null;
  };
  const restart = () => {
    setTaken([]);
    setOutcome(null);
    setAnnouncement('');
    focusLatest();
  };

  return (
    <section className="kind-scenario" aria-label={say('scenario.conversation')}>
      <ol ref={log} className="kind-scenario__log">
        <Line scene={first} />
        {taken.map((choice, step) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows, and a loop takes the same reply again: a step is its place
          <Fragment key={step}>
            <li className="kind-scenario__reply">
              <p className="kind-scenario__who">
                <Say word="scenario.you" />
              </p>
              <p className="kind-scenario__said">{choice.text}</p>
            </li>
            {choice.feedback.trim() && <li className="kind-scenario__feedback">{choice.feedback}</li>}
            {ledTo(choice.to)}
          </Fragment>
        ))}
      </ol>
      {!end && replies.length > 0 ? (
        <div role="group" aria-labelledby={repliesLabel} className="kind-scenario__replies">
          <p id={repliesLabel} className="kind-scenario__who">
            <Say word="scenario.replies" />
          </p>
          {replies.map((choice) => (
            <button
              key={choice.id}
              type="button"
              className="player-button player-button--quiet kind-scenario__choice"
              onClick={() => void choose(choice)}
            >
              {choice.text}
            </button>
          ))}
        </div>
      ) : (
        taken.length > 0 && (
          <button type="button" className="player-button" onClick={restart}>
            <RotateCcw aria-hidden="true" size={18} /> <Say word="scenario.restart" />
          </button>
        )
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
