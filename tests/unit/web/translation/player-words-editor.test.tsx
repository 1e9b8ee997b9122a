import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/web/api/errors';
import { NoPackNotice } from '../../../../src/web/translation/NoPackNotice';
import { matchesFilter, playerWordRows } from '../../../../src/web/translation/playerWordRows';
import { refusedWord } from '../../../../src/web/translation/refusedWord';

const start = (language: string) => playerWordRows(language).find((row) => row.key === 'cover.start')!;

describe('the player words an author overrides in the Translations panel', () => {
  it('lists every word with what it is for and its pack’s default, English without a pack', () => {
    expect(start('es')).toEqual({
      key: 'cover.start',
      description: 'The cover’s button that begins the module',
      english: 'Start',
      standard: 'Empezar',
    });
    expect(start('sw').standard).toBe('Start');
    expect(playerWordRows('fr')).toHaveLength(playerWordRows('en').length);
  });

  it('finds a word by what it is for or by any of its words, the author’s own too', () => {
    const row = start('es');
    expect(matchesFilter(row, '', 'begins')).toBe(true);
    expect(matchesFilter(row, '', ' START ')).toBe(true);
    expect(matchesFilter(row, '', 'empez')).toBe(true);
    expect(matchesFilter(row, 'Comenzar ya', 'comenzar')).toBe(true);
    expect(matchesFilter(row, '', 'answer')).toBe(false);
  });

  it('names the word a refused save was about, from the message check or the shape check', () => {
    const checked = new ApiError(400, 'Invalid words: cover.start is not a valid message (check its braces)', {
      field: 'words.cover.start',
      reason: 'is not a valid message (check its braces)',
    });
    expect(refusedWord(checked)).toEqual({ key: 'cover.start', reason: 'is not a valid message (check its braces)' });
    const shaped = new ApiError(400, 'Invalid words.question.check: too long', [
      { field: 'words.question.check', reason: 'must be at most 300 characters' },
    ]);
    expect(refusedWord(shaped)).toEqual({ key: 'question.check', reason: 'must be at most 300 characters' });
    expect(refusedWord(new ApiError(400, 'Invalid language', { field: 'language' }))).toBeNull();
    expect(refusedWord(new ApiError(0, 'Cannot reach the server.'))).toBeNull();
  });

  it('says a language without a pack shows the player’s words in English, and none for one with a pack', () => {
    expect(renderToStaticMarkup(<NoPackNotice language="sw" />)).toContain(
      'The player has no words of its own in Swahili yet: its buttons and messages (Start, Check answer…) show in English.',
    );
    expect(renderToStaticMarkup(<NoPackNotice language="es-MX" />)).toBe('');
  });
});
