import { useRef } from 'react';
import type { ScenarioScene } from '../../../../modules/courses/content';
import { MediaDrop } from '../../media/MediaDrop';
import { mediaRefOf } from '../../media/pickedMedia';

interface FacePickerProps {
  scene: ScenarioScene;
  onChange: (avatar: ScenarioScene['avatar']) => void;
}

/** The buttons for the speaker's picture, uploaded or from the media library; without one, learners see their initial. */
export function FacePicker({ scene, onChange }: FacePickerProps) {
  const box = useRef<HTMLDivElement>(null);
  const remove = () => {
    onChange(undefined);
    requestAnimationFrame(() => box.current?.querySelector('button')?.focus());
  };
  return (
    <div ref={box} className="kind-scenario__face-picker">
      <MediaDrop
        kind="image"
        // The face shows beside the line (SceneFields): here only the buttons to change it.
        current={!!scene.avatar?.url || null}
        onMedia={(m) => onChange({ url: m.url, media: mediaRefOf(m) })}
      />
      {scene.avatar?.url && (
        <button type="button" className="button button--quiet" onClick={remove}>
          Remove picture
        </button>
      )}
    </div>
  );
}
