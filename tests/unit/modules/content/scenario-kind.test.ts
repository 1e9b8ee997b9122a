import { describe, expect, it } from 'vitest';
import { type Block, blockSchema } from '../../../../src/modules/courses/content/blocks';
import { emptyContent } from '../../../../src/modules/courses/content/content';
import type { ScenarioData } from '../../../../src/modules/courses/content/kinds';
import { mapScenario, reachesAnEnd } from '../../../../src/modules/courses/content/kinds/scenario-paths';
import { learnerView } from '../../../../src/modules/courses/content/learner-view';
import { newBlock } from '../../../../src/modules/courses/content/new-block';
import { blockText } from '../../../../src/modules/courses/content/plain-text';
import { isSuccessEnd, type LearnerScenario } from '../../../../src/modules/courses/content/scenario-outcomes';
import { DEFAULT_SETTINGS } from '../../../../src/modules/courses/content/default-settings';
import { fieldName } from '../../../../src/modules/courses/translation/field-labels';
import { segmentsOf, translateContent } from '../../../../src/modules/courses/translation/segments';
import { outcomeOf } from '../../../../src/modules/delivery/learner-outcome';
import type { LearnerModule } from '../../../../src/modules/delivery/learner-module';
import { emptyState, learnerReducer } from '../../../../src/modules/delivery/learner-state';
import { progressEvents, progressOf } from '../../../../src/modules/lti/progress/learner-progress';
import { DEFAULT_THEME } from '../../../../src/modules/themes/shared';

const choice = (id: string, text: string, to: string, feedback = '') => ({ id, text, feedback, to });

/** Sam's late order: greet, then help (a refund: happy) or blame the courier (angry); or make Sam wait (angry). */
const LATE_ORDER: ScenarioData = {
  scenes: [
    {
      id: 's1',
      character: 'Sam',
      avatar: { url: '/api/media/files/m1/original.png', media: { id: 'm1', contentType: 'image/png' } },
      line: 'My order is late.',
      choices: [choice('c1', 'Apologise and check', 's2'), choice('c2', 'Tell Sam to wait', 'e1', 'Sam had waited.')],
    },
    {
      id: 's2',
      character: 'Sam',
      line: 'It was due Monday.',
      choices: [choice('c3', 'Offer a refund', 's3'), choice('c4', 'Blame the courier', 'e1')],
    },
    { id: 's3', character: 'Sam', line: 'Thank you!', choices: [choice('c5', 'Glad to help', 'e2')] },
  ],
  ends: [
    { id: 'e1', text: 'Sam leaves angry.', success: false },
    { id: 'e2', text: 'Sam is happy.', success: true },
  ],
};

const scenarioBlock = (data: ScenarioData = LATE_ORDER, id = 'sc'): Block =>
  ({ ...newBlock('ScenarioBlockComponent', { blockId: id, newId: () => 'x' }), data }) as Block;
const contentWith = (...blocks: Block[]) => ({
  ...emptyContent('Service', ''),
  pages: [{ id: 'pg', sectionIds: ['s1'] }],
  sections: { s1: { id: 's1', pageId: 'pg', sizes: 'co-12', blockIds: blocks.map((b) => b.id) } },
  blocks: Object.fromEntries(blocks.map((b) => [b.id, b])),
});
const valid = (data: unknown) => blockSchema.safeParse({ ...scenarioBlock(), data }).success;

describe('the scenario block', () => {
  it('starts with one scene of two replies and one end, all with their own ids, and passes its schema', () => {
    let n = 0;
    const block = newBlock('ScenarioBlockComponent', { blockId: 'b', newId: () => `id${++n}` });
    expect(block).toMatchObject({
      title: 'Scenario',
      data: {
        scenes: [
          {
            character: '',
            line: '',
            choices: [
              { text: '', to: '' },
              { text: '', to: '' },
            ],
          },
        ],
        ends: [{ text: '', success: false }],
      },
    });
    expect(blockSchema.safeParse(block).success).toBe(true);
    expect(valid(LATE_ORDER)).toBe(true);
  });

  it('refuses what it cannot hold: no scene, five replies, no reply, eleven ends, two parts with one id', () => {
    const [first] = LATE_ORDER.scenes;
    expect(valid({ ...LATE_ORDER, scenes: [] })).toBe(false);
    const five = Array.from({ length: 5 }, (_, i) => choice(`k${i}`, '', ''));
    expect(valid({ ...LATE_ORDER, scenes: [{ ...first, choices: five }] })).toBe(false);
    expect(valid({ ...LATE_ORDER, scenes: [{ ...first, choices: [] }] })).toBe(false);
    const ends = Array.from({ length: 11 }, (_, i) => ({ id: `n${i}`, text: '', success: false }));
    expect(valid({ ...LATE_ORDER, ends })).toBe(false);
    expect(valid({ ...LATE_ORDER, ends: [{ id: 's1', text: '', success: true }] })).toBe(false);
    expect(valid({ ...LATE_ORDER, scenes: [{ ...first, line: 'x'.repeat(2001) }] })).toBe(false);
  });

  it('each of its words is a translation segment by part id, named for translators, and translates in place', () => {
    const segments = segmentsOf(contentWith(scenarioBlock()))
      .filter((s) => s.blockId === 'sc')
      .map(({ id, field, index }) => `${id} ${fieldName({ field, index })}`);
    expect(segments).toEqual([
      'sc.scene.s1.character Character 1',
      'sc.scene.s1.line Line 1',
      'sc.choice.c1.text Reply 1',
      'sc.choice.c2.text Reply 2',
      'sc.choice.c2.feedback Feedback on reply 2',
      'sc.scene.s2.character Character 2',
      'sc.scene.s2.line Line 2',
      'sc.choice.c3.text Reply 3',
      'sc.choice.c4.text Reply 4',
      'sc.scene.s3.character Character 3',
      'sc.scene.s3.line Line 3',
      'sc.choice.c5.text Reply 5',
      'sc.end.e1.text End 1',
      'sc.end.e2.text End 2',
    ]);
    const es = translateContent(
      contentWith(scenarioBlock()),
      (id) => ({ 'sc.choice.c4.text': 'Culpar al mensajero', 'sc.end.e2.text': 'Sam está contento.' })[id],
    );
    const data = es.blocks.sc!.data as ScenarioData;
    expect(data.scenes[1]!.choices.map((c) => c.text)).toEqual(['Offer a refund', 'Culpar al mensajero']);
    expect(data.ends.map((e) => [e.text, e.success])).toEqual([
      ['Sam leaves angry.', false],
      ['Sam está contento.', true],
    ]);
    expect(blockText(scenarioBlock())).toContain('Sam My order is late. Apologise and check');
  });

  it('reaches learners with its outcomes only hashed, salted by scenario and end, and checks them by hashing', async () => {
    const view = await learnerView(contentWith(scenarioBlock(), scenarioBlock(LATE_ORDER, 'other')));
    const sent = view.blocks[0]!.data as unknown as LearnerScenario;
    expect(JSON.stringify(view)).not.toMatch(/success/);
    expect(sent.ends.map((e) => Object.keys(e).sort())).toEqual([
      ['id', 'outcome', 'text'],
      ['id', 'outcome', 'text'],
    ]);
    expect(sent.scenes).toEqual(LATE_ORDER.scenes);
    const other = view.blocks[1]!.data as unknown as LearnerScenario;
    expect(other.ends[1]!.outcome).not.toBe(sent.ends[1]!.outcome);
    expect(await Promise.all(sent.ends.map((e) => isSuccessEnd('sc', e)))).toEqual([false, true]);
    expect(await isSuccessEnd('other', sent.ends[1]!)).toBe(false);
    expect(await isSuccessEnd('sc', LATE_ORDER.ends[1]!)).toBe(true);
    expect(view.played).toEqual(['sc', 'other']);
  });

  it('lists every way to an end, and what no way reaches, what leads nowhere and what loops', () => {
    const map = mapScenario(LATE_ORDER);
    const named = (steps: { choiceId: string }[]) => steps.map((s) => s.choiceId).join(' ');
    expect(map.paths.map((p) => `${named(p.steps)} → ${p.endId}`)).toEqual(['c1 c3 c5 → e2', 'c1 c4 → e1', 'c2 → e1']);
    expect(map).toMatchObject({ more: false, unreachedScenes: [], unreachedEnds: [], nowhere: [], loops: [] });

    type Scene = ScenarioData['scenes'][number];
    const [s1, s2, s3] = LATE_ORDER.scenes as [Scene, Scene, Scene];
    const tangled: ScenarioData = {
      scenes: [
        { ...s1, choices: [choice('c1', 'Ask', 's2'), choice('c2', '', '')] },
        { ...s2, choices: [choice('c3', 'Ask again', 's1'), choice('c4', 'Stop', 'e1')] },
        { ...s3, choices: [choice('c5', 'Gone', 'e2')] },
      ],
      ends: LATE_ORDER.ends,
    };
    expect(mapScenario(tangled)).toEqual({
      paths: [
        {
          steps: [
            { sceneId: 's1', choiceId: 'c1' },
            { sceneId: 's2', choiceId: 'c4' },
          ],
          endId: 'e1',
        },
      ],
      more: false,
      unreachedScenes: ['s3'],
      unreachedEnds: ['e2'],
      nowhere: [{ sceneId: 's1', choiceId: 'c2' }],
      loops: [{ sceneId: 's2', choiceId: 'c3' }],
    });
    expect(mapScenario(LATE_ORDER, 2)).toMatchObject({ more: true, paths: [{ endId: 'e2' }, { endId: 'e1' }] });
  });

  it('counts towards completion with questions and games once an end is reached, and only when one can be', async () => {
    const nowhere: ScenarioData = {
      ...LATE_ORDER,
      scenes: [{ ...LATE_ORDER.scenes[0]!, choices: [choice('c1', 'Hm', '')] }],
    };
    expect(reachesAnEnd(LATE_ORDER)).toBe(true);
    expect(reachesAnEnd(nowhere)).toBe(false);
    const view = await learnerView(contentWith(scenarioBlock(), scenarioBlock(nowhere, 'unfinished')));
    expect(view.played).toEqual(['sc']);
    const module = {
      ...view,
      settings: { ...view.settings, trackNonScorableQuestions: true },
      look: DEFAULT_THEME,
    } as unknown as LearnerModule;
    expect(outcomeOf(module, emptyState)).toMatchObject({ progress: 0, completed: false });
    const ended = learnerReducer(emptyState, { type: 'played', gameId: 'sc', tries: 2, completed: true });
    expect(outcomeOf(module, ended)).toMatchObject({ progress: 1, completed: true });
    const untracked = { ...module, settings: { ...module.settings, trackNonScorableQuestions: false } };
    expect(outcomeOf(untracked, emptyState).completed).toBe(true);
    expect(DEFAULT_SETTINGS.trackNonScorableQuestions).toBe(false);
  });

  it('through LTI, the server keeps a scenario played to an end as it keeps a finished game, and nothing for another block', async () => {
    const view = await learnerView(contentWith(scenarioBlock()));
    const module = { ...view, id: 'c', language: 'en', look: DEFAULT_THEME } as unknown as LearnerModule;
    const sent = {
      language: 'en',
      answers: [],
      location: 'sc',
      seen: [],
      games: { sc: { tries: 2, completed: true }, elsewhere: { tries: 1, completed: true } },
    };
    const who = { platformId: 'p', learner: 'l', courseId: 'c' };
    const events = await progressEvents(module, progressOf([], module), sent, who);
    expect(events).toEqual([
      {
        type: 'LtiPlaceKept',
        data: { ...who, location: 'sc', seen: [], games: { sc: { tries: 2, completed: true } } },
      },
    ]);
  });
});
