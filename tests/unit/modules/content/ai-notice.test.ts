import { describe, expect, it } from 'vitest';
import { AI_NOTICE_HTML, hasAiNotice, withAiNotice } from '../../../../src/modules/courses/content/ai-notice';
import { blocksInOrder } from '../../../../src/modules/courses/content/content';
import { starterContent } from '../../../../src/modules/courses/content/starter';

let n = 0;
const newId = () => `id${++n}`;

describe('the AI notice (SPEC §3 isAiUsed and aiNoticeBlock, §4, §9)', () => {
  it('marks the module AI-used and adds the disclaimer at its end, once', () => {
    const content = starterContent('Fire safety', '', newId);
    const marked = withAiNotice(content, { blockId: 'notice', sectionId: 'notice-section' });
    expect(marked.settings.isAiUsed).toBe(true);
    expect(blocksInOrder(marked).at(-1)).toMatchObject({
      id: 'notice',
      type: 'TextBlockComponent',
      data: { html: AI_NOTICE_HTML, aiNoticeBlock: true },
    });
    expect(AI_NOTICE_HTML).toMatch(/^<p>The author generated this course, in part, using AI/);
    const again = withAiNotice(marked, { blockId: 'other', sectionId: 'other-section' });
    expect(again).toEqual(marked);
  });

  it('keeps an edited disclaimer as the author wrote it: the flag, not the wording, makes it the notice', () => {
    const marked = withAiNotice(starterContent('T', '', newId), { blockId: 'notice', sectionId: 's' });
    const notice = marked.blocks.notice!;
    const edited = {
      ...marked,
      blocks: {
        ...marked.blocks,
        notice: { ...notice, data: { html: '<p>Made with help from AI.</p>', aiNoticeBlock: true } },
      },
    } as typeof marked;
    expect(hasAiNotice(edited)).toBe(true);
    expect(withAiNotice(edited, { blockId: 'x', sectionId: 'y' }).blocks.notice).toEqual(edited.blocks.notice);
  });
});
