import { describe, expect, it } from 'vitest';
import { structureLost } from '../../../src/modules/translation/html-structure';

describe('what a translation lost of its source’s structure', () => {
  const list = '<ul><li>One</li><li>Two</li></ul>';
  it('nothing, when the blocks are whole', () => {
    expect(structureLost(list, '<ul><li>Uno</li><li>Dos</li></ul>')).toBeNull();
    expect(structureLost('<p>The <strong>red</strong> door</p>', '<p>La puerta <strong>roja</strong></p>')).toBeNull();
    expect(structureLost('Plain words', 'Palabras')).toBeNull();
  });
  it('a list item whose list code was dropped', () => {
    expect(structureLost(list, '<li>Uno</li><li>Dos</li>')).toBe('a list item outside its list');
  });
  it('words outside any paragraph where the source had them all inside', () => {
    expect(structureLost('<p>One</p><p>Two</p>', '<p>Uno</p>Dos')).toBe('words outside any paragraph');
    expect(structureLost('<p>The <b>red</b> one</p>', '<b>roja</b>')).toBe('words outside any paragraph');
  });
});
