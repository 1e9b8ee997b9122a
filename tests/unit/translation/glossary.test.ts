import { describe, expect, it } from 'vitest';
import { protectTerms } from '../../../src/modules/translation/engines/glossary-tokens';
import {
  glossaryDecider,
  NO_TRANSLATION,
  TERM_NOT_FOUND,
  TOO_MANY_TERMS,
  termTaken,
} from '../../../src/modules/translation/glossary/decider';
import type { GlossaryEvent, GlossaryTerm } from '../../../src/modules/translation/glossary/events';
import { glossaryForPair } from '../../../src/modules/translation/glossary/for-pair';
import type { Run } from '../../../src/modules/translation/inline-codes';
import { deciderSpec } from '../../support/decider-spec';

const term = (termId: string, words: string, rest: Partial<GlossaryTerm> = {}): GlossaryTerm => ({
  termId,
  term: words,
  language: 'en',
  keep: false,
  translations: { es: `${words} (es)` },
  ...rest,
});
const saved = (t: GlossaryTerm): GlossaryEvent => ({ type: 'GlossaryTermSaved', data: { orgId: 'o1', ...t } });

describe('the terms of a language pair', () => {
  const terms = [
    term('1', 'Check', { translations: { es: 'Comprobar', 'pt-BR': 'Verificar' } }),
    term('2', 'Tessera', { keep: true, translations: {} }),
    term('3', 'Check in', { translations: { es: 'Registrarse' } }),
    term('4', 'Prüfen', { language: 'de', translations: { es: 'Comprobar' } }),
  ];

  it('takes the source language’s terms, with the target’s translation or the term itself when never translated, longest first', () => {
    expect(glossaryForPair(terms, 'en', 'es')).toEqual([
      { source: 'Check in', target: 'Registrarse' },
      { source: 'Tessera', target: 'Tessera' },
      { source: 'Check', target: 'Comprobar' },
    ]);
  });

  it('uses a region’s own translation, else the language’s, and leaves out terms with neither', () => {
    expect(glossaryForPair(terms, 'en-GB', 'pt-BR')).toEqual([
      { source: 'Tessera', target: 'Tessera' },
      { source: 'Check', target: 'Verificar' },
    ]);
    expect(glossaryForPair(terms, 'en', 'es-MX').map((e) => e.target)).toContain('Comprobar');
  });
});

describe('glossary terms protected from Apertium', () => {
  const glossary = [
    { source: 'Tessera', target: 'Tessera' },
    { source: 'check', target: 'comprobar' },
  ];

  it('stand as numbers of their own, whole words in any case, around the codes', () => {
    const segments: Run[][] = [['Check the ', { open: 1 }, 'door', { close: 1 }, ' in Tessera.'], ['Checkout']];
    const { segments: sent } = protectTerms(segments, glossary);
    expect(sent[0]).toEqual([
      expect.stringMatching(/^\d+ the $/),
      { open: 1 },
      'door',
      { close: 1 },
      expect.stringMatching(/^ in \d+\.$/),
    ]);
    expect(sent[1]).toEqual(['Checkout']);
  });

  it('come back as their targets, capitalised where the source was at a sentence’s start', () => {
    const protectedBatch = protectTerms([['Check it. Tessera will check it.']], glossary);
    const [[sent]] = protectedBatch.segments as [[string]];
    const [first, brand, second] = sent.match(/\d+/g)!;
    expect(protectedBatch.restore([[`${first} lo. ${brand} lo ${second}.`]])).toEqual([
      ['Comprobar lo. Tessera lo comprobar.'],
    ]);
  });

  it('never take a number the text already holds', () => {
    const { segments } = protectTerms([['Room 9041700: check it']], glossary);
    expect(segments[0]![0]).toMatch(/^Room 9041700: (?!9041700)\d+ it$/);
  });

  it('leave the segments as they are with no glossary', () => {
    const segments: Run[][] = [['Check']];
    expect(protectTerms(segments, []).segments).toBe(segments);
  });
});

describe('the glossary decider', () => {
  const spec = deciderSpec(glossaryDecider);
  const check = term('t1', 'Check', { translations: { es: 'Comprobar' } });

  it('saves a new term, and a never-translated one without translations', () => {
    spec
      .given([])
      .when({ type: 'SaveTerm', orgId: 'o1', term: check })
      .thenEmits([saved(check)]);
    const brand = term('t2', 'Tessera', { keep: true, translations: { es: 'Teselas' } });
    spec
      .given([])
      .when({ type: 'SaveTerm', orgId: 'o1', term: brand })
      .thenEmits([saved({ ...brand, translations: {} })]);
  });

  it('refuses a term the glossary has in any case, one with no translation, and one past the limit', () => {
    spec
      .given([saved(check)])
      .when({ type: 'SaveTerm', orgId: 'o1', term: term('t2', 'check') })
      .thenThrows(termTaken('check'));
    spec
      .given([])
      .when({ type: 'SaveTerm', orgId: 'o1', term: term('t2', 'Door', { translations: {} }) })
      .thenThrows(NO_TRANSLATION);
    const full = Array.from({ length: 300 }, (_, i) => saved(term(`t${i}`, `Term ${i}`)));
    spec
      .given(full)
      .when({ type: 'SaveTerm', orgId: 'o1', term: term('new', 'One more') })
      .thenThrows(TOO_MANY_TERMS);
    spec
      .given(full)
      .when({ type: 'ChangeTerm', orgId: 'o1', term: term('t1', 'Term 1', { translations: { es: 'Uno' } }) })
      .thenEmitsTypes(['GlossaryTermSaved']);
  });

  it('changes and removes only terms it has, and a change that changes nothing records nothing', () => {
    spec
      .given([saved(check)])
      .when({ type: 'ChangeTerm', orgId: 'o1', term: check })
      .thenEmitsNothing();
    spec.given([]).when({ type: 'ChangeTerm', orgId: 'o1', term: check }).thenThrows(TERM_NOT_FOUND);
    spec.given([]).when({ type: 'RemoveTerm', orgId: 'o1', termId: 't1' }).thenThrows(TERM_NOT_FOUND);
    spec
      .given([saved(check)])
      .when({ type: 'RemoveTerm', orgId: 'o1', termId: 't1' })
      .thenEmits([{ type: 'GlossaryTermRemoved', data: { orgId: 'o1', termId: 't1' } }]);
  });
});
