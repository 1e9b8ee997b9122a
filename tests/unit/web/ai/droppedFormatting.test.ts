import { describe, expect, it } from 'vitest';
import { nothingToDo } from '../../../../src/web/ai/assist/assistActions';
import { droppedFormatting } from '../../../../src/web/ai/assist/droppedFormatting';

describe('what a suggested rewrite says before it is accepted', () => {
  it('warns of the links and marks it drops', () => {
    const before = '<p>Read the <a href="https://acme.example">rules</a>; <strong>never</strong> block an exit.</p>';
    expect(droppedFormatting(before, '<p>Read the rules. Never block an exit.</p>')).toBe(
      'This suggestion drops a link and bold text.',
    );
    expect(droppedFormatting(`${before}<p><em>Two</em> <a href="/x">more</a></p>`, '<p>Read.</p>')).toBe(
      'This suggestion drops 2 links, bold text and italic text.',
    );
  });

  it('says nothing when every link and mark is kept', () => {
    const html = '<p>Read the <a href="https://acme.example">rules</a> <strong>first</strong>.</p>';
    expect(droppedFormatting(html, html)).toBeNull();
    expect(droppedFormatting('<p>Plain text.</p>', '<p>Plain.</p>')).toBeNull();
  });

  it('tells the author in their words when nothing changed', () => {
    expect(nothingToDo('shorten')).toBe('Nothing to shorten here');
    expect(nothingToDo('simplify')).toBe('Nothing to simplify here');
    expect(nothingToDo('grammar')).toBe('No grammar to fix here');
  });
});
