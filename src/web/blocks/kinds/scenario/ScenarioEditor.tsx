import { useRef } from 'react';
import {
  MAX_ENDS,
  MAX_SCENES,
  type ScenarioChoice,
  type ScenarioData,
  type ScenarioScene,
} from '../../../../modules/courses/content';
import { type BlockEditorProps, withData } from '../../editorProps';
import { PartsEditor } from '../PartsEditor';
import { EndFields } from './EndFields';
import { LeadsTo, NEW_END, NEW_SCENE } from './LeadsTo';
import { ScenarioPaths } from './ScenarioPaths';
import { SceneFields } from './SceneFields';
import { endName, newEnd, newScene, sceneName, withoutDanglingReplies } from './scenarioParts';

/**
 * A scenario built in place as a small graph: its scenes (the first opens the conversation), each
 * reply's select of where it leads (making a new scene or end when asked), its ends, and the paths
 * through it all with what needs checking.
 */
export default function ScenarioEditor({ block, onChange }: BlockEditorProps<'ScenarioBlockComponent'>) {
  const data = block.data;
  const { scenes, ends } = data;
  const root = useRef<HTMLDivElement>(null);
  const change = (next: ScenarioData) => onChange(withData(block, withoutDanglingReplies(next)));
  const focusField = (label: string) =>
    requestAnimationFrame(() =>
      root.current?.querySelector<HTMLElement>(`[aria-label="${CSS.escape(label)}"]`)?.focus(),
    );

  const leadTo = (from: ScenarioScene, choice: ScenarioChoice, to: string) => {
    const pointed = (d: ScenarioData, target: string): ScenarioData => ({
      ...d,
      scenes: d.scenes.map((s) =>
        s.id === from.id ? { ...s, choices: s.choices.map((c) => (c.id === choice.id ? { ...c, to: target } : c)) } : s,
      ),
    });
    if (to === NEW_SCENE) {
      const scene = newScene(from);
      change(pointed({ ...data, scenes: [...scenes, scene] }, scene.id));
      focusField(`${sceneName(scenes.length)} line`);
    } else if (to === NEW_END) {
      const end = newEnd();
      change(pointed({ ...data, ends: [...ends, end] }, end.id));
      focusField(endName(ends.length));
    } else change(pointed(data, to));
  };

  return (
    <div ref={root} className="block-fields kind-scenario-editor">
      <p className="kind-framing__label">Scenes</p>
      <PartsEditor
        parts={scenes}
        onChange={(next) => change({ ...data, scenes: next })}
        noun="Scene"
        max={MAX_SCENES}
        newPart={() => newScene(scenes.at(-1))}
        fields={(scene, label, patch) => (
          <SceneFields
            scene={scene}
            label={label}
            first={scene.id === scenes[0]?.id}
            onChange={patch}
            leadsTo={(choice, replyLabel) => (
              <LeadsTo
                label={`${replyLabel} leads to`}
                value={choice.to}
                scenes={scenes}
                ends={ends}
                canAddScene={scenes.length < MAX_SCENES}
                canAddEnd={ends.length < MAX_ENDS}
                onChange={(to) => leadTo(scene, choice, to)}
              />
            )}
          />
        )}
      />
      <p className="kind-framing__label">Ends</p>
      <PartsEditor
        parts={ends}
        onChange={(next) => change({ ...data, ends: next })}
        noun="End"
        max={MAX_ENDS}
        newPart={newEnd}
        fields={(end, label, patch) => <EndFields end={end} label={label} onChange={patch} />}
      />
      <ScenarioPaths data={data} />
    </div>
  );
}
