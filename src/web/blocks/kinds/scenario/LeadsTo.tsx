import { type KeyboardEvent, useRef, useState } from 'react';
import type { ScenarioEnd, ScenarioScene } from '../../../../modules/courses/content';
import { Field } from '../../Field';
import { endName, sceneName } from './scenarioParts';

/** The select's values that make the part a reply leads to. */
export const NEW_SCENE = '+scene';
export const NEW_END = '+end';
const makesPart = (value: string) => value === NEW_SCENE || value === NEW_END;
/** The keys that move a closed select's choice (and fire its change) as they go. */
const MOVES = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/** A part named by its place and its first words: "Scene 2: It was due Monday". */
const named = (name: string, text: string) => {
  const words = text.trim().replace(/\s+/g, ' ');
  return words ? `${name}: ${words.length > 40 ? `${words.slice(0, 39)}…` : words}` : name;
};

interface LeadsToProps {
  label: string;
  value: string;
  scenes: readonly ScenarioScene[];
  ends: readonly ScenarioEnd[];
  /** Room for another scene or end (their limits): only then can a reply make one. */
  canAddScene: boolean;
  canAddEnd: boolean;
  onChange: (to: string) => void;
}

/**
 * Where a reply leads: nowhere yet, a scene, an end (✓ a success), or a new scene or end made for
 * it. A closed select changes as the arrow keys go through it: one of its choices that makes a part
 * waits for Enter (or the focus leaving), so going past it makes nothing.
 */
export function LeadsTo({ label, value, scenes, ends, canAddScene, canAddEnd, onChange }: LeadsToProps) {
  const known = [...scenes, ...ends].some((p) => p.id === value);
  const [pending, setPending] = useState<string | null>(null);
  const moving = useRef(false);
  const commit = (to: string) => {
    setPending(null);
    onChange(to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && pending) {
      event.preventDefault();
      commit(pending);
    } else if (MOVES.has(event.key) || event.key.length === 1) {
      // The change a key makes comes in the same task.
      moving.current = true;
      setTimeout(() => {
        moving.current = false;
      });
    }
  };
  return (
    <Field label={label} hint={pending ? 'Press Enter to make it' : undefined}>
      {(control) => (
        <select
          {...control}
          value={pending ?? (known ? value : '')}
          onKeyDown={onKeyDown}
          onBlur={() => pending && commit(pending)}
          onChange={(event) => {
            const to = event.target.value;
            if (makesPart(to) && moving.current) setPending(to);
            else commit(to);
          }}
        >
          <option value="">Nowhere yet</option>
          <optgroup label="Scenes">
            {scenes.map((scene, i) => (
              <option key={scene.id} value={scene.id}>
                {named(sceneName(i), scene.line)}
              </option>
            ))}
          </optgroup>
          <optgroup label="Ends">
            {ends.map((end, i) => (
              <option key={end.id} value={end.id}>
                {`${named(endName(i), end.text)}${end.success ? ' ✓' : ''}`}
              </option>
            ))}
          </optgroup>
          {(canAddScene || canAddEnd) && (
            <optgroup label="New">
              {canAddScene && <option value={NEW_SCENE}>A new scene</option>}
              {canAddEnd && <option value={NEW_END}>A new end</option>}
            </optgroup>
          )}
        </select>
      )}
    </Field>
  );
}
