import type { Block } from './blocks';
import { type Content, DEFAULT_SECTION_SIZES } from './content';
import { isAiNotice } from './plain-text';

/** SPEC §9: the disclaimer's opening words (the rest is ours). */
export const AI_NOTICE_HTML =
  '<p>The author generated this course, in part, using AI. Every part was reviewed by the author, who remains responsible for its content.</p>';

export const hasAiNotice = (content: Content) => Object.values(content.blocks).some(isAiNotice);

/**
 * The module marked as made with AI (SPEC §3 isAiUsed, §4): the flag set, and the disclaimer
 * text block (aiNoticeBlock) added at the end of the last page, unless it is there already (its
 * wording may have been edited: the flag, not the text, says it is the notice).
 */
export function withAiNotice(content: Content, ids: { blockId: string; sectionId: string }): Content {
  const settings = { ...content.settings, isAiUsed: true };
  const page = content.pages.at(-1);
  if (hasAiNotice(content) || !page) return { ...content, settings };
  const notice: Block = {
    id: ids.blockId,
    type: 'TextBlockComponent',
    title: 'AI notice',
    data: { html: AI_NOTICE_HTML, aiNoticeBlock: true },
  } as Block;
  return {
    ...content,
    settings,
    pages: content.pages.map((p) => (p === page ? { ...p, sectionIds: [...p.sectionIds, ids.sectionId] } : p)),
    sections: {
      ...content.sections,
      [ids.sectionId]: { id: ids.sectionId, pageId: page.id, sizes: DEFAULT_SECTION_SIZES, blockIds: [notice.id] },
    },
    blocks: { ...content.blocks, [notice.id]: notice },
  };
}
