import { describe, expect, it } from 'vitest';
import type { TranslationSegment } from '../../../../src/web/api/translation';
import { canMachineTranslate, engineSummary } from '../../../../src/web/translation/machinePairs';
import { groupNeedsWork, segmentGroups } from '../../../../src/web/translation/segmentGroups';

const segment = (id: string, blockId: string | null, state: TranslationSegment['state']): TranslationSegment => ({
  id,
  blockId,
  blockType: blockId ? 'QuestionBlockComponent' : null,
  field: 'question',
  kind: 'text',
  source: id,
  sourceHash: 'h',
  text: '',
  state,
});

describe('fields grouped by block', () => {
  const segments = [
    segment('title', null, 'human'),
    segment('q1.question', 'q1', 'machine'),
    segment('q1.option.a', 'q1', 'outdated'),
    segment('q2.question', 'q2', 'human'),
  ];

  it('keeps reading order, one group per block and one for the module', () => {
    expect(segmentGroups(segments, false).map((g) => [g.key, g.segments.map((s) => s.id)])).toEqual([
      ['module', ['title']],
      ['q1', ['q1.question', 'q1.option.a']],
      ['q2', ['q2.question']],
    ]);
  });

  it('shows only what is still to translate when asked', () => {
    const toDo = segmentGroups(segments, true);
    expect(toDo.map((g) => [g.key, g.segments.map((s) => s.id)])).toEqual([['q1', ['q1.option.a']]]);
    expect(groupNeedsWork(toDo[0]!)).toBe(true);
    expect(groupNeedsWork(segmentGroups(segments, false)[2]!)).toBe(false);
  });
});

describe('which languages this server machine-translates', () => {
  const apertium = {
    engine: 'apertium',
    pairs: [
      { from: 'en', to: 'es' },
      { from: 'en', to: 'ca' },
    ],
    problem: null,
  };

  it('matches a pair on the language, a regional variant on its base language', () => {
    expect(canMachineTranslate(apertium, 'en', 'es')).toBe(true);
    expect(canMachineTranslate(apertium, 'en', 'es-MX')).toBe(true);
    expect(canMachineTranslate(apertium, 'en', 'ar')).toBe(false);
    expect(canMachineTranslate(apertium, 'fr', 'es')).toBe(false);
    expect(canMachineTranslate({ engine: 'openai', pairs: 'any', problem: null }, 'en', 'ar')).toBe(true);
  });

  it('says which pairs there are', () => {
    expect(engineSummary(apertium, 'en')).toBe(
      'Offline machine translation (Apertium) from English into Spanish, Catalan. Other languages: translate by hand or through an XLIFF file.',
    );
    expect(engineSummary(apertium, 'de')).toBe(
      'Offline machine translation has no language pairs from German on this server.',
    );
  });
});
