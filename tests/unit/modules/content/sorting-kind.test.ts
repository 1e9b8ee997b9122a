import { describe, expect, it } from 'vitest';
import { learnerContent } from '../../../../src/modules/courses/content/answers';
import { type Block, blockSchema } from '../../../../src/modules/courses/content/blocks';
import { emptyContent } from '../../../../src/modules/courses/content/content';
import type { SortingData } from '../../../../src/modules/courses/content/kinds';
import { learnerView } from '../../../../src/modules/courses/content/learner-view';
import { newBlock } from '../../../../src/modules/courses/content/new-block';
import { blockText } from '../../../../src/modules/courses/content/plain-text';
import {
  isSortedRight,
  type LearnerSorting,
  learnerSorting,
  rightPiles,
  rightPlaces,
  wrongItems,
} from '../../../../src/modules/courses/content/sorting-check';
import { placeOf } from '../../../../src/modules/courses/content/sorting-places';
import { fieldName } from '../../../../src/modules/courses/translation/field-labels';
import { segmentsOf, translateContent } from '../../../../src/modules/courses/translation/segments';
import { isRightAnswer } from '../../../../src/modules/delivery/answer-check';
import type { LearnerModule } from '../../../../src/modules/delivery/learner-module';
import { outcomeOf } from '../../../../src/modules/delivery/learner-outcome';
import { emptyState, learnerReducer } from '../../../../src/modules/delivery/learner-state';
import { bundleMedia } from '../../../../src/modules/delivery/scorm/media';
import { progressEvents, progressOf } from '../../../../src/modules/lti/progress/learner-progress';
import { DEFAULT_THEME } from '../../../../src/modules/themes/shared';
import { response2004 } from '../../../../src/web/player/tracking/scorm-interactions';
import { sortingResponse } from '../../../../src/web/player/useInteractions';
import { ruleBroken } from '../../../support/strict-lms-rules';

let n = 0;
const ids = (blockId: string) => ({ blockId, newId: () => `id${++n}` });
const PICTURE = '/api/media/files/m1/original.png';

const data: SortingData = {
  prompt: 'Which extinguisher for which fire?',
  piles: [
    { id: 'water', title: 'Water' },
    { id: 'co2', title: 'CO₂' },
  ],
  items: [
    { id: 'paper', text: 'Paper', pile: 'water' },
    { id: 'wood', text: 'Wood', pile: 'water' },
    { id: 'laptop', text: 'Laptop', pile: 'co2', image: { url: PICTURE, alt: 'A smoking laptop' } },
    { id: 'fuse', text: 'Fuse box', pile: 'co2' },
  ],
};
const sorting = (id = 'so', d: SortingData = data): Block => ({
  ...newBlock('SortingBlockComponent', ids(id)),
  data: d,
});
const contentWith = (...blocks: Block[]) => ({
  ...emptyContent('Fire', ''),
  pages: [{ id: 'pg', sectionIds: ['s1'] }],
  sections: { s1: { id: 's1', pageId: 'pg', sizes: 'co-12', blockIds: blocks.map((b) => b.id) } },
  blocks: Object.fromEntries(blocks.map((b) => [b.id, b])),
});
const valid = (d: unknown) => blockSchema.safeParse({ ...sorting(), data: d }).success;
const RIGHT = data.items.map((item) => placeOf(item.id, item.pile));
const moduleOf = async (settings: Partial<LearnerModule['settings']>, ...blocks: Block[]): Promise<LearnerModule> => {
  const view = await learnerView(contentWith(...blocks));
  return {
    ...view,
    id: 'c',
    revision: 1,
    publishedAt: '',
    language: 'en',
    untranslated: [],
    languages: [{ code: 'en', dir: 'ltr' }],
    look: DEFAULT_THEME,
    settings: { ...view.settings, ...settings },
  };
};

describe('sorting blocks', () => {
  it('a new one has its default title, two untitled piles and an item in each, and passes its own schema', () => {
    const block = newBlock('SortingBlockComponent', ids('a'));
    const { piles, items, prompt } = block.data;
    expect(block.title).toBe('Sorting');
    expect(prompt).toBe('');
    expect(piles).toEqual([
      { id: expect.any(String), title: '' },
      { id: expect.any(String), title: '' },
    ]);
    expect(items.map((item) => item.pile)).toEqual(piles.map((p) => p.id));
    expect(blockSchema.safeParse(block).success).toBe(true);
    expect(valid(data)).toBe(true);
  });

  it('holds two to four piles and up to twenty items, each with its pile and words of bounded length', () => {
    const pile = (id: string) => ({ id, title: id });
    expect(valid({ ...data, piles: [pile('a')] })).toBe(false);
    expect(valid({ ...data, piles: ['a', 'b', 'c', 'd'].map(pile) })).toBe(true);
    expect(valid({ ...data, piles: ['a', 'b', 'c', 'd', 'e'].map(pile) })).toBe(false);
    const item = (i: number) => ({ id: `i${i}`, text: 'x', pile: 'water' });
    expect(valid({ ...data, items: Array.from({ length: 20 }, (_, i) => item(i)) })).toBe(true);
    expect(valid({ ...data, items: Array.from({ length: 21 }, (_, i) => item(i)) })).toBe(false);
    expect(valid({ ...data, items: [] })).toBe(false);
    expect(valid({ ...data, items: [{ ...item(0), text: 'x'.repeat(301) }] })).toBe(false);
    expect(valid({ ...data, items: [{ ...item(0), pile: undefined }] })).toBe(false);
    expect(valid({ ...data, items: [{ ...item(0), image: { url: PICTURE } }] })).toBe(false);
  });

  it('its words are translation segments by part id (the picture’s alternative text too), named for translators', () => {
    const segments = segmentsOf(contentWith(sorting()))
      .filter((s) => s.blockId === 'so')
      .map(({ id, field, index }) => ({ id, field, index }));
    expect(segments).toEqual([
      { id: 'so.prompt', field: 'sortPrompt', index: undefined },
      { id: 'so.pile.water.title', field: 'pileTitle', index: 1 },
      { id: 'so.pile.co2.title', field: 'pileTitle', index: 2 },
      { id: 'so.item.paper.text', field: 'sortItem', index: 1 },
      { id: 'so.item.wood.text', field: 'sortItem', index: 2 },
      { id: 'so.item.laptop.text', field: 'sortItem', index: 3 },
      { id: 'so.item.laptop.alt', field: 'alt', index: 3 },
      { id: 'so.item.fuse.text', field: 'sortItem', index: 4 },
    ]);
    expect([fieldName({ field: 'pileTitle', index: 2 }), fieldName({ field: 'sortItem', index: 1 })]).toEqual([
      'Pile 2',
      'Item to sort 1',
    ]);
    const es = translateContent(
      contentWith(sorting()),
      (id) =>
        ({ 'so.pile.water.title': 'Agua', 'so.item.laptop.alt': 'Un portátil humeante', 'so.prompt': '¿Cuál?' })[id],
    );
    const translated = es.blocks.so!.data as SortingData;
    expect(translated.prompt).toBe('¿Cuál?');
    expect(translated.piles.map((p) => p.title)).toEqual(['Agua', 'CO₂']);
    expect(translated.items[2]!.image).toEqual({ url: PICTURE, alt: 'Un portátil humeante' });
    expect(translated.items.map((i) => i.pile)).toEqual(data.items.map((i) => i.pile));
    expect(blockText(sorting())).toBe(
      'Which extinguisher for which fire? Water CO₂ Paper Wood Laptop A smoking laptop Fuse box',
    );
  });

  it('learners receive every item without its pile, shuffled the same way each time, and a hash of each right place', async () => {
    const hashed = (await learnerContent(contentWith(sorting()))).blocks.so!.data as LearnerSorting;
    expect(hashed.items.map((i) => i.pile)).toEqual(['', '', '', '']);
    expect(hashed.items.map((i) => i.id).sort()).toEqual(['fuse', 'laptop', 'paper', 'wood']);
    expect(hashed.answerHashes).toHaveLength(4);
    const json = JSON.stringify(hashed);
    for (const item of data.items) expect(json).not.toContain(placeOf(item.id, item.pile));
    expect(await learnerSorting('so', data)).toEqual(hashed);
    // Translated, the items keep their order.
    const spanish = { ...data, items: data.items.map((item) => ({ ...item, text: `${item.text} (es)` })) };
    expect((await learnerSorting('so', spanish)).items.map((i) => i.id)).toEqual(hashed.items.map((i) => i.id));
    // Items without words or a picture, or whose pile is gone, are not the author's to ask yet.
    const unfinished = await learnerSorting('so', {
      ...data,
      items: [...data.items, { id: 'blank', text: ' ', pile: 'water' }, { id: 'lost', text: 'x', pile: 'gone' }],
    });
    expect(unfinished.items.map((i) => i.id).sort()).toEqual(['fuse', 'laptop', 'paper', 'wood']);
  });

  it('a check by hashes finds each item in a wrong pile, and is right only with every item once in its pile', async () => {
    const { answerHashes } = await learnerSorting('so', data);
    expect(await isSortedRight('so', RIGHT, answerHashes)).toBe(true);
    expect(await isSortedRight('so', [...RIGHT].reverse(), answerHashes)).toBe(true);
    const swapped = [placeOf('paper', 'co2'), ...RIGHT.slice(1)];
    expect(await rightPlaces('so', swapped, answerHashes)).toEqual([false, true, true, true]);
    expect(await isSortedRight('so', swapped, answerHashes)).toBe(false);
    expect(await isSortedRight('so', RIGHT.slice(1), answerHashes)).toBe(false);
    expect(await isSortedRight('so', [...RIGHT.slice(1), RIGHT[1]!], answerHashes)).toBe(false);
    expect(await wrongItems('so', swapped, answerHashes)).toEqual(new Set(['paper']));
    // Out of attempts, the player can show where each item belongs: it hashes as a check does.
    expect(await rightPiles('so', await learnerSorting('so', data))).toEqual({
      paper: 'water',
      wood: 'water',
      laptop: 'co2',
      fuse: 'co2',
    });
    // Salted by the block: another sorting with the same ids has other hashes.
    expect(await isSortedRight('other', RIGHT, answerHashes)).toBe(false);
    const [block] = (await moduleOf({}, sorting())).blocks;
    expect(await isRightAnswer(block as never, RIGHT)).toBe(true);
    expect(await isRightAnswer(block as never, swapped)).toBe(false);
  });

  it('counts towards completion as a question outside the quiz: once sorted right, or out of attempts', async () => {
    const untracked = await moduleOf({}, sorting());
    expect(untracked.checkedKindBlocks).toEqual(['so']);
    expect(outcomeOf(untracked, emptyState).completed).toBe(true);
    const module = await moduleOf({ trackNonScorableQuestions: true }, sorting());
    const answer = (state: typeof emptyState, correct: boolean) =>
      learnerReducer(state, { type: 'answered', questionId: 'so', given: RIGHT, correct });
    expect(outcomeOf(module, emptyState).completed).toBe(false);
    expect(outcomeOf(module, answer(emptyState, false)).completed).toBe(false);
    expect(outcomeOf(module, answer(answer(emptyState, false), true))).toMatchObject({ completed: true, score: null });
    const wrongThrice = [false, false, false].reduce((s, c) => answer(s, c), emptyState);
    expect(outcomeOf(module, wrongThrice).completed).toBe(true);
  });

  it('an LTI learner’s sorting is checked by the server against its hashes', async () => {
    const module = await moduleOf({ trackNonScorableQuestions: true }, sorting());
    const who = { platformId: 'p', learner: 'l', courseId: 'c' };
    const sent = (given: string[]) => ({
      language: 'en',
      answers: [{ id: `a${given.join()}`, questionId: 'so', given }],
      location: '',
      seen: [],
      games: {},
    });
    const wrong = await progressEvents(module, progressOf([], module), sent([placeOf('paper', 'co2')]), who);
    expect(wrong).toMatchObject([{ type: 'LtiAnswerChecked', data: { questionId: 'so', correct: false } }]);
    const right = await progressEvents(module, progressOf([], module), sent(RIGHT), who);
    expect(right).toMatchObject([{ type: 'LtiAnswerChecked', data: { questionId: 'so', correct: true } }]);
  });

  it('a check goes to the LMS as a matching interaction, each item’s place to its pile’s, within Moodle’s rules', async () => {
    const [block] = (await moduleOf({}, sorting())).blocks;
    const sorted = block as Extract<Block, { type: 'SortingBlockComponent' }>;
    const given = sorted.data.items.map((item) => placeOf(item.id, item.id === 'paper' ? 'co2' : 'water'));
    const response = sortingResponse(sorted, given);
    expect(response).toEqual({
      kind: 'matching',
      pairs: sorted.data.items.map((item, place) => [place, item.id === 'paper' ? 1 : 0]),
    });
    const written = response2004(response);
    expect(written).toMatch(/^left_\d\[\.\]right_\d(\[,\]left_\d\[\.\]right_\d){3}$/);
    expect(ruleBroken('scorm2004', 'cmi.interactions.0.learner_response', written, 'matching')).toBeNull();
  });

  it('an item’s picture goes into a package, the module pointing at the copy', async () => {
    const module = await moduleOf({}, sorting());
    const bundled = await bundleMedia([module], {
      webRoot: '/nowhere',
      readUploaded: async (path) => (path === PICTURE ? Buffer.from('png') : null),
    });
    expect(bundled.files.map((f) => f.path)).toEqual([expect.stringMatching(/^media\/[0-9a-f]{16}\.png$/)]);
    const items = (bundled.modules[0]!.blocks[0]!.data as SortingData).items;
    expect(items.find((i) => i.id === 'laptop')!.image!.url).toBe(bundled.files[0]!.path);
  });
});
