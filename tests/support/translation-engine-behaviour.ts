import { describe, expect, it } from 'vitest';
import { htmlToTagged, type Run, runsText, taggedToHtml } from '../../src/modules/translation/inline-codes';
import type { TranslationEngine } from '../../src/modules/translation/engines';

const never = new AbortController().signal;

/** The codes of `runs`, checked: only the source's, each at most once, pairs well nested. */
export function expectCodesSound(source: Run[], runs: Run[]) {
  const known = new Set(source.flatMap((r) => (typeof r === 'string' ? [] : Object.values(r))));
  const seen: number[] = [];
  const stack: number[] = [];
  for (const run of runs) {
    if (typeof run === 'string') continue;
    if ('close' in run) expect(stack.pop()).toBe(run.close);
    else {
      const id = 'open' in run ? run.open : run.empty;
      expect(known.has(id)).toBe(true);
      expect(seen).not.toContain(id);
      seen.push(id);
      if ('open' in run) stack.push(id);
    }
  }
  expect(stack).toEqual([]);
}

/** Some English html translated (to Spanish unless told), as html again. */
export async function translateHtml(engine: TranslationEngine, htmls: string[], to = 'es') {
  const tagged = htmls.map(htmlToTagged);
  const result = await engine.translate({ from: 'en', to, segments: tagged.map((t) => t.runs) }, never);
  expect(result.segments).toHaveLength(htmls.length);
  for (const [i, runs] of result.segments.entries()) expectCodesSound(tagged[i]!.runs, runs);
  return { ...result, htmls: result.segments.map((runs, i) => taggedToHtml(runs, tagged[i]!.codes)) };
}

/** What every translation engine does, whatever runs it (Apertium, a model behind the OpenAI API). */
export function describeTranslationEngine(label: string, make: () => TranslationEngine) {
  describe(`Translation engine behaviour: ${label}`, () => {
    it('translates en → es, keeping a pair of codes around the translated word, and meters it', async () => {
      const { htmls, units } = await translateHtml(make(), ['The dog sleeps.', 'The <b>lazy</b> dog']);
      expect(htmls[0]).toMatch(/perro/);
      expect(htmls[1]).toMatch(/^El perro <b>perezoso<\/b>$/);
      expect(units).toBeGreaterThan(0);
    });

    it('keeps nesting and standalone codes', async () => {
      const { htmls } = await translateHtml(make(), [
        'Read <strong>the <em>red</em> book</strong> now.',
        'The house is white.<br>The dog is black.',
      ]);
      expect(htmls[0]).toMatch(/<strong>[^<]*<em>roj[oa]<\/em>[^<]*<\/strong>/);
      expect(htmls[1]).toMatch(/^La casa es blanca\. ?<br> ?El perro es negro\.$/);
    });

    it('returns every segment in order, blank ones as they went', async () => {
      const htmls = Array.from({ length: 120 }, (_, i) => (i % 10 === 3 ? '  ' : `I have ${i} dogs.`));
      const tagged = htmls.map(htmlToTagged);
      const { segments } = await make().translate({ from: 'en', to: 'es', segments: tagged.map((t) => t.runs) }, never);
      expect(segments).toHaveLength(120);
      segments.forEach((runs, i) => {
        if (i % 10 === 3) expect(runs).toEqual(['  ']);
        else expect(runsText(runs)).toMatch(new RegExp(`^Tengo ${i} perros\\.$`));
      });
    });

    it('keeps & < > and the spaces at the edges', async () => {
      const { segments } = await make().translate(
        { from: 'en', to: 'es', segments: [['The dog & the cat < 5 > 3 '], [' The dog']] },
        never,
      );
      expect(runsText(segments[0]!)).toMatch(/&.*< 5 > 3 $/);
      expect(runsText(segments[1]!)).toMatch(/^ El perro$/);
    });

    it('stops when the author goes away', async () => {
      await expect(
        make().translate({ from: 'en', to: 'es', segments: [['The dog']] }, AbortSignal.abort()),
      ).rejects.toThrow();
    });
  });
}
