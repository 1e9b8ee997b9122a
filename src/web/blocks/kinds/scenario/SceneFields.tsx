import type { ReactNode } from 'react';
import { MAX_CHOICES, type ScenarioChoice, type ScenarioScene } from '../../../../modules/courses/content';
import { InlineText } from '../../InlineText';
import { PartsEditor } from '../PartsEditor';
import { Face } from './Face';
import { FacePicker } from './FacePicker';
import { newChoice } from './scenarioParts';

interface SceneFieldsProps {
  scene: ScenarioScene;
  /** "Scene 2". */
  label: string;
  /** The scene that opens the conversation. */
  first: boolean;
  onChange: (patch: Partial<ScenarioScene>) => void;
  /** Where a reply leads, its select (it knows the other parts and makes new ones). */
  leadsTo: (choice: ScenarioChoice, label: string) => ReactNode;
}

/** A scene edited in place: who speaks (name and picture), their line, and the learner's 1–4 replies. */
export function SceneFields({ scene, label, first, onChange, leadsTo }: SceneFieldsProps) {
  return (
    <div role="group" aria-label={label} className="kind-scenario__scene">
      <p className="kind-scenario__scene-name">
        {label}
        {first && <span className="kind-scenario__scene-note"> · opens the conversation</span>}
      </p>
      <div className="kind-scenario__speaker">
        <Face scene={scene} />
        <div className="kind-scenario__bubble">
          <InlineText
            className="kind-scenario__who"
            label={`${label} character`}
            placeholder="Who speaks"
            value={scene.character}
            onChange={(character) => onChange({ character })}
          />
          <InlineText
            multiline
            className="kind-scenario__said"
            label={`${label} line`}
            placeholder="What they say"
            value={scene.line}
            onChange={(line) => onChange({ line })}
          />
        </div>
      </div>
      <FacePicker scene={scene} onChange={(avatar) => onChange({ avatar })} />
      <PartsEditor
        parts={scene.choices}
        onChange={(choices) => onChange({ choices })}
        noun={`${label} reply`}
        max={MAX_CHOICES}
        newPart={newChoice}
        fields={(choice, replyLabel, change) => (
          <>
            <InlineText
              className="kind-scenario__reply-text"
              label={replyLabel}
              placeholder="What the learner replies"
              value={choice.text}
              onChange={(text) => change({ text })}
            />
            <InlineText
              label={`${replyLabel} feedback`}
              placeholder="Feedback on this reply (optional)"
              value={choice.feedback}
              onChange={(feedback) => change({ feedback })}
            />
            {leadsTo(choice, replyLabel)}
          </>
        )}
      />
    </div>
  );
}
