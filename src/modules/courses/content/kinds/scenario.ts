import * as z from 'zod/mini';
import { URL_MAX_LENGTH } from '../embed-url';
import { defineBlockKind, type KindText, type KindTextField } from './kind';
import { reachesAnEnd } from './scenario-paths';

export const MAX_SCENES = 30;
export const MAX_CHOICES = 4;
export const MAX_ENDS = 10;

const partId = z.string().check(z.minLength(1), z.maxLength(16));
const words = (max: number) => z.string().check(z.maxLength(max));

/** An uploaded picture as a block keeps it (the image block's `media`): enough to ask for the sizes a page needs. */
const mediaRef = z.object({
  id: words(64),
  contentType: words(100),
  width: z.optional(z.int().check(z.positive())),
  height: z.optional(z.int().check(z.positive())),
  name: z.optional(words(255)),
});

/** A reply the learner may give: it leads to a scene or an end by its id ('' or an id gone: nowhere yet). */
const choice = z.object({ id: partId, text: words(500), feedback: words(1000), to: words(16) });

/** Someone says a line (the first scene opens the conversation), and the learner picks one of 1–4 replies. */
const scene = z.object({
  id: partId,
  character: words(100),
  /** The character's picture from the media library (a package carries `url`, and drops `media`). */
  avatar: z.optional(z.object({ url: words(URL_MAX_LENGTH), media: z.optional(mediaRef) })),
  line: words(2000),
  choices: z.array(choice).check(z.minLength(1), z.maxLength(MAX_CHOICES)),
});

/** Where a conversation stops: what happened, and whether that is a success (learners get it only hashed). */
const end = z.object({ id: partId, text: words(2000), success: z.boolean() });

/** Choices point at scenes and ends by id: no two parts may share one. */
const idsUnique = (d: { scenes: z.infer<typeof scene>[]; ends: { id: string }[] }) => {
  const ids = [...d.scenes, ...d.ends, ...d.scenes.flatMap((s) => s.choices)].map((p) => p.id);
  return new Set(ids).size === ids.length;
};

const data = z
  .object({
    scenes: z.array(scene).check(z.minLength(1), z.maxLength(MAX_SCENES)),
    ends: z.array(end).check(z.minLength(1), z.maxLength(MAX_ENDS)),
  })
  .check(z.refine(idsUnique, 'scenes, choices and ends each need their own id'));

export type ScenarioData = z.infer<typeof data>;
export type ScenarioScene = ScenarioData['scenes'][number];
export type ScenarioChoice = ScenarioScene['choices'][number];
export type ScenarioEnd = ScenarioData['ends'][number];

export const emptyChoice = (id: string): ScenarioChoice => ({ id, text: '', feedback: '', to: '' });
export const emptyEnd = (id: string): ScenarioEnd => ({ id, text: '', success: false });

const withScene = (d: ScenarioData, id: string, patch: Partial<ScenarioScene>): ScenarioData => ({
  ...d,
  scenes: d.scenes.map((s) => (s.id === id ? { ...s, ...patch } : s)),
});
const withChoice = (d: ScenarioData, id: string, patch: Partial<ScenarioChoice>): ScenarioData => ({
  ...d,
  scenes: d.scenes.map((s) => ({ ...s, choices: s.choices.map((c) => (c.id === id ? { ...c, ...patch } : c)) })),
});
const withEnd = (d: ScenarioData, id: string, patch: Partial<ScenarioEnd>): ScenarioData => ({
  ...d,
  ends: d.ends.map((e) => (e.id === id ? { ...e, ...patch } : e)),
});

const plain = (
  key: string,
  field: KindTextField,
  index: number,
  source: string,
  set: KindText<ScenarioData>['set'],
): KindText<ScenarioData> => ({ key, field, index, kind: 'text', source, set });

/** Every word of it in reading order, scene by scene (who speaks, the line, each reply and its feedback), then the ends. */
function texts(d: ScenarioData): KindText<ScenarioData>[] {
  let choiceIndex = 0;
  const sceneTexts = d.scenes.flatMap((s, i) => [
    plain(`scene.${s.id}.character`, 'characterName', i + 1, s.character, (x, t) =>
      withScene(x, s.id, { character: t }),
    ),
    plain(`scene.${s.id}.line`, 'sceneLine', i + 1, s.line, (x, t) => withScene(x, s.id, { line: t })),
    ...s.choices.flatMap((c) => {
      choiceIndex += 1;
      return [
        plain(`choice.${c.id}.text`, 'choiceText', choiceIndex, c.text, (x, t) => withChoice(x, c.id, { text: t })),
        plain(`choice.${c.id}.feedback`, 'choiceFeedback', choiceIndex, c.feedback, (x, t) =>
          withChoice(x, c.id, { feedback: t }),
        ),
      ];
    }),
  ]);
  const endTexts = d.ends.map((e, i) =>
    plain(`end.${e.id}.text`, 'endText', i + 1, e.text, (x, t) => withEnd(x, e.id, { text: t })),
  );
  return [...sceneTexts, ...endTexts];
}

/**
 * A branching conversation: scenes where a character says a line and the learner picks a reply,
 * each reply leading to another scene or to an end; done once an end is reached.
 */
export const scenario = defineBlockKind({
  type: 'ScenarioBlockComponent',
  title: 'Scenario',
  data,
  empty: (newId) => ({
    scenes: [{ id: newId(), character: '', line: '', choices: [emptyChoice(newId()), emptyChoice(newId())] }],
    ends: [emptyEnd(newId())],
  }),
  texts,
  completion: 'played',
  finishable: reachesAnEnd,
  media: (d) => d.scenes.flatMap((s) => (s.avatar?.url ? [s.avatar.url] : [])),
});
