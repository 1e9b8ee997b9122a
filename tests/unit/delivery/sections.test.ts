import { describe, expect, it } from 'vitest';
import type { Block } from '../../../src/modules/courses/content/blocks';
import { sectionAt, sectionsOf } from '../../../src/web/player/sections';

const heading = (id: string, text: string) =>
  ({ id, type: 'HeadingBlockComponent', title: '', data: { text, level: 2 } }) as Block;
const text = (id: string) => ({ id, type: 'TextBlockComponent', title: '', data: { html: '' } }) as Block;

describe('sections of a module', () => {
  const blocks = [
    text('t0'),
    heading('h1', 'Intro'),
    text('t1'),
    heading('blank', '  '),
    heading('h2', 'Practice'),
    text('t2'),
  ];
  const sections = sectionsOf(blocks);

  it('are its headings with text, in order', () => {
    expect(sections).toEqual([
      { blockId: 'h1', text: 'Intro' },
      { blockId: 'h2', text: 'Practice' },
    ]);
  });

  it('a block sits in the last section that starts at or before it; none before the first', () => {
    expect(sectionAt(blocks, sections, 't0')).toBeNull();
    expect(sectionAt(blocks, sections, 'h1')).toBe('h1');
    expect(sectionAt(blocks, sections, 'blank')).toBe('h1');
    expect(sectionAt(blocks, sections, 't2')).toBe('h2');
    expect(sectionAt(blocks, sections, '')).toBeNull();
  });
});
