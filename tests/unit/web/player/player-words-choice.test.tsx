import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { LearnerWordsProvider, Say } from '../../../../src/web/blocks/LearnerWords';
import { packOf } from '../../../../src/web/blocks/words/all-packs';
import { playerWordsIn, prepareWords, wordsPrepared } from '../../../../src/web/blocks/words/player-words';

const shown = (language: string, overrides = {}, word: Parameters<typeof Say>[0] = { word: 'cover.start' }) =>
  renderToStaticMarkup(
    <LearnerWordsProvider value={playerWordsIn(language, overrides)}>
      <Say {...word} />
    </LearnerWordsProvider>,
  );

describe('fetching a language’s words', () => {
  it('a pack and the author’s own words are fetched before they are spoken', async () => {
    expect(wordsPrepared('fr-CA')).toBe(false);
    expect(shown('fr-CA')).toBe('<span lang="en" dir="ltr">Start</span>');
    await prepareWords('fr-CA');
    expect(wordsPrepared('fr-CA')).toBe(true);
    expect(shown('fr-CA')).toBe('Commencer');
    expect(wordsPrepared('fr', { 'cover.start': 'Allons-y' })).toBe(false);
    await prepareWords('fr', { 'cover.start': 'Allons-y' });
    expect(shown('fr', { 'cover.start': 'Allons-y' })).toBe('Allons-y');
  });

  it('a language without a pack needs nothing fetched', () => {
    expect(wordsPrepared('sw')).toBe(true);
  });
});

describe('which pack the player speaks', () => {
  beforeAll(() => Promise.all(['es', 'ar'].map((language) => prepareWords(language, { 'cover.start': 'x' }))));

  it('a module’s language, its regional variants speaking the base pack', () => {
    expect(packOf('es-MX')?.locale).toBe('es');
    expect(packOf('pt-BR')?.locale).toBe('pt');
    expect(packOf('fr-CA')?.locale).toBe('fr');
    expect(shown('es-MX')).toBe('Empezar');
    expect(shown('ar')).toBe('ابدأ');
  });

  it('English for a language without a pack, marked English and left to right', () => {
    expect(packOf('sw')).toBeNull();
    expect(shown('sw')).toBe('<span lang="en" dir="ltr">Start</span>');
    expect(shown('en')).toBe('Start');
  });

  it('counts by the language’s plural rules', () => {
    const attempts = (language: string, left: number) =>
      shown(language, {}, { word: 'question.tryAgain', values: { left } });
    expect(attempts('en', 1)).toBe('Not quite. You have 1 attempt left.');
    expect(attempts('es', 2)).toBe('No del todo. Te quedan 2 intentos.');
    expect(attempts('ar', 2)).toBe('ليست صحيحة تمامًا. بقيت لديك محاولتان.');
  });

  it('the author’s words over the pack’s, in the module’s language (not marked English)', () => {
    expect(shown('en', { 'cover.start': 'Begin' })).toBe('Begin');
    expect(shown('es', { 'cover.start': 'Comenzar' })).toBe('Comenzar');
    expect(shown('sw', { 'cover.start': 'Anza' })).toBe('Anza');
    expect(shown('sw', { 'cover.continue': 'Endelea' })).toBe('<span lang="en" dir="ltr">Start</span>');
  });

  it('inside a block left in another language, says which language they are in', () => {
    const inside = { ...playerWordsIn('ar'), inside: { lang: 'ar', dir: 'rtl' as const } };
    const html = renderToStaticMarkup(
      <LearnerWordsProvider value={inside}>
        <Say word="question.correct" />
      </LearnerWordsProvider>,
    );
    expect(html).toBe('<span lang="ar" dir="rtl">إجابة صحيحة!</span>');
  });
});
