import { describe, expect, it } from 'vitest';
import type { Outline } from '../../../../src/modules/ai/shared';
import { AI_NOTICE_HTML, type Block, blocksInOrder, type Content } from '../../../../src/modules/courses/content';
import { sanitizeRichText } from '../../../../src/modules/courses/content/sanitize';
import { starterContent } from '../../../../src/modules/courses/content/starter';
import { outlinePatch } from '../../../../src/web/ai/outline/outlinePatch';
import { saveBody, workingContent } from '../../../../src/web/editor/draftPatch';

let n = 0;
const fresh = (title = '', description = ''): Content =>
  starterContent(title, description, (length = 16) => `id${++n}`.padEnd(length, 'x'));

const outline: Outline = {
  title: 'Fire safety at work',
  description: 'What every new starter needs on day one.',
  sections: [
    { heading: 'Alarms', points: ['Know the sound', 'Leave at once'] },
    {
      heading: 'Extinguishers & <blankets>',
      points: ['Water is for "paper" & wood', '<img src=x onerror=alert(1)>', '  '],
    },
  ],
};

const summary = (block: Block) =>
  block.type === 'HeadingBlockComponent'
    ? `h${block.data.level}: ${block.data.text}`
    : block.type === 'TextBlockComponent'
      ? `text: ${block.data.html}`
      : block.type;

describe('the outline as blocks (one change)', () => {
  it('adds per section a level-2 heading and a list of its points, escaped, after the existing blocks', () => {
    const content = fresh();
    const { patch, firstBlockId } = outlinePatch(content, outline);
    const after = workingContent(content, patch);
    const blocks = blocksInOrder(after);
    expect(blocks.slice(0, 3)).toEqual(blocksInOrder(content));
    expect(blocks.slice(3).map(summary)).toEqual([
      'h2: Alarms',
      'text: <ul><li>Know the sound</li><li>Leave at once</li></ul>',
      'h2: Extinguishers & <blankets>',
      'text: <ul><li>Water is for "paper" &amp; wood</li><li>&lt;img src=x onerror=alert(1)&gt;</li></ul>',
      `text: ${AI_NOTICE_HTML}`,
    ]);
    expect(firstBlockId).toBe(blocks[3]!.id);
    // Each block in a section of its own, as the editor adds them.
    expect(after.pages.flatMap((p) => p.sectionIds)).toHaveLength(blocks.length);
    // What the server's sanitiser keeps is what was sent.
    for (const block of blocks.slice(3))
      if (block.type === 'TextBlockComponent') expect(sanitizeRichText(block.data.html)).toBe(block.data.html);
  });

  it('marks the module as made with AI: the flag and the notice, saved in the same call', () => {
    const content = fresh();
    const { patch } = outlinePatch(content, outline);
    const after = workingContent(content, patch);
    expect(after.settings.isAiUsed).toBe(true);
    expect(blocksInOrder(after).at(-1)).toMatchObject({ data: { aiNoticeBlock: true } });
    const body = saveBody('c1', 3, content, patch);
    expect(body.newBlocks).toHaveLength(5);
    expect(body.settings).toEqual({ isAiUsed: true });
    expect(body.structure).toEqual(expect.objectContaining({ pages: expect.any(Array) }));
  });

  it('keeps an existing notice last and adds no second one', () => {
    const content = fresh('Kept');
    const marked = workingContent(content, outlinePatch(content, outline).patch);
    const again = workingContent(marked, outlinePatch(marked, outline).patch);
    const notices = blocksInOrder(again).filter((b) => b.type === 'TextBlockComponent' && b.data.aiNoticeBlock);
    expect(notices).toHaveLength(1);
    expect(blocksInOrder(again).at(-1)).toBe(notices[0]);
    expect(blocksInOrder(again).filter((b) => b.type === 'HeadingBlockComponent')).toHaveLength(5);
  });

  it('names an untitled module after the outline, and leaves a named one (or its description) alone', () => {
    expect(outlinePatch(fresh(), outline).patch).toMatchObject({
      title: outline.title,
      description: outline.description,
    });
    expect(outlinePatch(fresh('Untitled module'), outline).patch.title).toBe(outline.title);
    const named = outlinePatch(fresh('Evacuation'), outline).patch;
    expect(named.title).toBeUndefined();
    expect(named.description).toBeUndefined();
    const described = outlinePatch(fresh('', 'Mine'), outline).patch;
    expect(described.title).toBe(outline.title);
    expect(described.description).toBeUndefined();
  });

  it('leaves out blank headings and points, and works on a module without blocks', () => {
    const empty: Content = { ...fresh(), pages: [], sections: {}, blocks: {} };
    const sparse: Outline = {
      ...outline,
      sections: [
        { heading: ' ', points: ['Only a point'] },
        { heading: 'Only a heading', points: [''] },
      ],
    };
    const after = workingContent(empty, outlinePatch(empty, sparse).patch);
    expect(blocksInOrder(after).map(summary)).toEqual([
      'text: <ul><li>Only a point</li></ul>',
      'h2: Only a heading',
      `text: ${AI_NOTICE_HTML}`,
    ]);
  });
});
