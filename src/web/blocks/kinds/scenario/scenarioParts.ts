import {
  emptyChoice,
  emptyEnd,
  ITEM_ID_LENGTH,
  type ScenarioData,
  type ScenarioEnd,
  type ScenarioScene,
} from '../../../../modules/courses/content';
import { newId } from '../../../newId';

/** What the author calls each part, by its place: "Scene 2", "Scene 2 reply 1", "End 1". */
export const sceneName = (index: number) => `Scene ${index + 1}`;
export const replyName = (sceneIndex: number, index: number) => `${sceneName(sceneIndex)} reply ${index + 1}`;
export const endName = (index: number) => `End ${index + 1}`;

export const newChoice = () => emptyChoice(newId(ITEM_ID_LENGTH));
export const newEnd = (): ScenarioEnd => emptyEnd(newId(ITEM_ID_LENGTH));
/** A scene said by the same character as `after` (conversations mostly go on with the same person). */
export const newScene = (after?: ScenarioScene): ScenarioScene => ({
  id: newId(ITEM_ID_LENGTH),
  character: after?.character ?? '',
  ...(after?.avatar ? { avatar: after.avatar } : {}),
  line: '',
  choices: [newChoice()],
});

/** Replies to a scene or an end that is gone (removed) lead nowhere. */
export function withoutDanglingReplies(data: ScenarioData): ScenarioData {
  const ids = new Set([...data.scenes, ...data.ends].map((p) => p.id));
  const dangling = data.scenes.some((s) => s.choices.some((c) => c.to !== '' && !ids.has(c.to)));
  if (!dangling) return data;
  return {
    ...data,
    scenes: data.scenes.map((s) => ({
      ...s,
      choices: s.choices.map((c) => (c.to === '' || ids.has(c.to) ? c : { ...c, to: '' })),
    })),
  };
}
