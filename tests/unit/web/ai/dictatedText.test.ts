import { describe, expect, it } from 'vitest';
import { dictatedText } from '../../../../src/web/ai/dictation/dictatedText';

describe('dictated text at the caret', () => {
  it('starts an empty paragraph, or a new sentence, with a capital', () => {
    expect(dictatedText('welcome to the course', '')).toBe('Welcome to the course');
    expect(dictatedText('welcome', 'u. ')).toBe('Welcome');
    expect(dictatedText('welcome', 'u?')).toBe(' Welcome');
  });

  it('follows a word mid-sentence with a space, and no second space after one', () => {
    expect(dictatedText('safety training', 'he')).toBe(' safety training');
    expect(dictatedText('safety training', 'e ')).toBe('safety training');
    expect(dictatedText('welcome', 'd:')).toBe(' welcome');
  });
});
