import { describe, expect, it } from 'vitest';
import { AI_NOTICE_HTML, blocksInOrder, type Content, isAiNotice } from '../../../../src/modules/courses/content';
import { starterContent } from '../../../../src/modules/courses/content/starter';
import { aiUsedPatch } from '../../../../src/web/ai/aiUsed';
import { workingContent } from '../../../../src/web/editor/draftPatch';

let n = 0;
const base: Content = starterContent('Module', '', (length = 16) => `id${++n}`.padEnd(length, 'x'));

describe('marking a module as made with AI, in the editor', () => {
  it('sets isAiUsed and adds the disclaimer as the last block', () => {
    const marked = workingContent(base, aiUsedPatch(base));
    expect(marked.settings.isAiUsed).toBe(true);
    const last = blocksInOrder(marked).at(-1)!;
    expect(isAiNotice(last)).toBe(true);
    expect(last.type === 'TextBlockComponent' && last.data.html).toBe(AI_NOTICE_HTML);
  });

  it('changes nothing once marked, reworded disclaimer and all', () => {
    const marked = workingContent(base, aiUsedPatch(base));
    expect(aiUsedPatch(marked)).toEqual({});
  });

  it('adds the disclaimer again when the author deleted it but keeps using the assistant', () => {
    const marked = workingContent(base, aiUsedPatch(base));
    const notice = blocksInOrder(marked).find(isAiNotice)!;
    const withoutNotice = workingContent(marked, { [`block:${notice.id}`]: null });
    const again = workingContent(withoutNotice, aiUsedPatch(withoutNotice));
    expect(blocksInOrder(again).filter(isAiNotice)).toHaveLength(1);
  });
});
