import { describe, expect, it } from 'vitest';
import { batchHtml, parseBatch } from '../../../src/modules/translation/engines/apertium-markup';
import { fitToSource, keepEdges, repairCodes } from '../../../src/modules/translation/engines/fit-to-source';
import { languageName, tagOfApertiumLanguage } from '../../../src/modules/translation/engines/languages';
import { placeholderRuns, placeholderText } from '../../../src/modules/translation/engines/placeholders';
import type { Run } from '../../../src/modules/translation/inline-codes';

const source: Run[] = [
  'Read ',
  { open: 1 },
  'the ',
  { open: 2 },
  'red',
  { close: 2 },
  ' book',
  { close: 1 },
  { empty: 3 },
  ' now.',
];

describe('repairing the codes an engine sent back', () => {
  it('leaves sound codes alone', () => {
    const sound: Run[] = [
      { open: 1 },
      'el libro ',
      { open: 2 },
      'rojo',
      { close: 2 },
      { close: 1 },
      { empty: 3 },
      ' ahora.',
    ];
    expect(repairCodes(source, sound)).toEqual(sound);
  });

  it('joins a pair split in pieces from its first open to its last close', () => {
    const split: Run[] = [
      { open: 1 },
      'el libro',
      { close: 1 },
      ' ',
      { open: 1 },
      { open: 2 },
      'rojo',
      { close: 2 },
      { close: 1 },
      { empty: 3 },
    ];
    expect(repairCodes(source, split)).toEqual([
      { open: 1 },
      'el libro ',
      { open: 2 },
      'rojo',
      { close: 2 },
      { close: 1 },
      { empty: 3 },
    ]);
  });

  it('untangles crossing codes, closes what is left open, drops strays, copies and unknown codes', () => {
    const broken: Run[] = [
      { close: 2 },
      { open: 1 },
      'a',
      { open: 2 },
      'b',
      { close: 1 },
      'c',
      { close: 2 },
      { empty: 3 },
      { empty: 3 },
      { empty: 7 },
      { open: 9 },
    ];
    expect(repairCodes(source, broken)).toEqual([
      { open: 1 },
      'a',
      { open: 2 },
      'b',
      { close: 2 },
      { close: 1 },
      'c',
      { empty: 3 },
    ]);
    expect(repairCodes(source, [{ open: 1 }, 'a', { open: 2 }, 'b'])).toEqual([
      { open: 1 },
      'a',
      { open: 2 },
      'b',
      { close: 2 },
      { close: 1 },
      { empty: 3 },
    ]);
  });

  it('puts a dropped standalone code back at the nearer end, and lets a dropped pair go', () => {
    const withImage: Run[] = [
      { empty: 1 },
      'The ',
      { open: 2 },
      'It',
      { close: 2 },
      ' rains a lot today',
      { empty: 3 },
    ];
    expect(repairCodes(withImage, ['Llueve mucho hoy'])).toEqual([{ empty: 1 }, 'Llueve mucho hoy', { empty: 3 }]);
  });

  it('keeps the spaces at the edges of the source, wherever the codes are', () => {
    expect(keepEdges([' The ', { empty: 1 }, 'dog '], [' El', { empty: 1 }, ' perro  '])).toEqual([
      ' El',
      { empty: 1 },
      ' perro ',
    ]);
    expect(keepEdges([{ open: 1 }, 'It', { close: 1 }, ' rains.'], [' Llueve.'])).toEqual(['Llueve.']);
    expect(fitToSource(['a\n'], [{ open: 5 }, ' b '])).toEqual(['b\n']);
  });
});

describe('placeholders for a language model', () => {
  it('writes codes as <gN>…</gN> and <xN/>, escaping the text, and reads them back', () => {
    const runs: Run[] = ['a < b & ', { open: 1 }, 'c', { close: 1 }, { empty: 2 }];
    const text = placeholderText(runs);
    expect(text).toBe('a &lt; b &amp; <g1>c</g1><x2/>');
    expect(placeholderRuns(text)).toEqual(runs);
    expect(placeholderRuns('a < b & <g1 >c</g1><x2 />')).toEqual(runs);
  });
});

describe('Apertium batch markup', () => {
  it('writes each segment in its numbered paragraph, codes as <b id> and <br id>', () => {
    expect(batchHtml([source, ['x & y']])).toBe(
      '<p id="s0">Read <b id="1">the <b id="2">red</b> book</b><br id="3"> now.</p>\n<p id="s1">x &amp; y</p>',
    );
  });

  it('reads the answer back, closing the innermost <b> and dropping other tags', () => {
    const answer =
      '<p id="s1">x &amp; y <i>z</i></p>\n<p id="s0"><b id="1">el libro <b id="2">rojo</b></b><br id="3"> ahora.</p>';
    expect(parseBatch(answer, 2)).toEqual([
      [{ open: 1 }, 'el libro ', { open: 2 }, 'rojo', { close: 2 }, { close: 1 }, { empty: 3 }, ' ahora.'],
      ['x & y z'],
    ]);
  });

  it('refuses an answer with a paragraph missing, repeated or extra', () => {
    expect(parseBatch('<p id="s0">a</p>', 2)).toBeUndefined();
    expect(parseBatch('<p id="s0">a</p><p id="s0">b</p>', 2)).toBeUndefined();
    expect(parseBatch('<p id="s0">a</p><p id="s2">b</p>', 2)).toBeUndefined();
  });
});

describe('language names', () => {
  it('maps Apertium languages to Tessera codes, regions kept and other variants left out', () => {
    expect(
      ['eng', 'spa', 'cat', 'por_BR', 'eng_US', 'cat_valencia', 'cat_valencia_uni', 'xyz'].map(tagOfApertiumLanguage),
    ).toEqual(['en', 'es', 'ca', 'pt-BR', 'en-US', undefined, undefined, undefined]);
    expect([languageName('de'), languageName('pt-BR'), languageName('not a tag')]).toEqual([
      'German',
      'Brazilian Portuguese',
      'not a tag',
    ]);
  });
});
