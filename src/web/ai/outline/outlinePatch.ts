import type { Outline } from '../../../modules/ai/shared';
import {
  type Block,
  type Content,
  hasAiNotice,
  newBlock,
  placementOf,
  structureOf,
  withAiNotice,
} from '../../../modules/courses/content';
import { UNTITLED } from '../../format/courseTitle';
import { blockKey, type DraftPatch, settingChange, workingContent } from '../../editor/draftPatch';
import { addBlockPatch, sectionOrder } from '../../editor/structureOps';
import { newId } from '../../newId';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
/** Text as an element's content (never an attribute's), spelled as the server's sanitiser stores it. */
const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => ENTITIES[c]!);

export const isUntitled = (title: string) => {
  const trimmed = title.trim().toLowerCase();
  return trimmed === '' || trimmed === 'untitled' || trimmed === UNTITLED.toLowerCase();
};

/** Per section, a level-2 heading and then its points as a bulleted list; blank headings and points are left out. */
function outlineBlocks(outline: Outline): Block[] {
  return outline.sections.flatMap(({ heading, points }) => {
    const text = heading.trim();
    const items = points.map((point) => point.trim()).filter(Boolean);
    const blocks: Block[] = [];
    if (text)
      blocks.push({ ...newBlock('HeadingBlockComponent', { blockId: newId(), newId }), data: { text, level: 2 } });
    if (items.length > 0) {
      const html = `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
      blocks.push({ ...newBlock('TextBlockComponent', { blockId: newId(), newId }), data: { html } });
    }
    return blocks;
  });
}

/** The section the outline goes after: the last one, unless that holds the AI notice, which stays last. */
function anchorSection(content: Content): string | null | undefined {
  const order = sectionOrder(content);
  const notice = Object.values(content.blocks).find((b) => b.type === 'TextBlockComponent' && b.data.aiNoticeBlock);
  const noticeSection = notice ? placementOf(content, notice.id)?.sectionId : undefined;
  if (order.at(-1) !== noticeSection || noticeSection === undefined) return undefined;
  return order.at(-2) ?? null;
}

export interface OutlineAddition {
  /** One change: the editor's Undo takes it all back in one step. */
  patch: DraftPatch;
  /** The first block added, where the author goes on (null when the outline had nothing to add). */
  firstBlockId: string | null;
}

/**
 * The outline as blocks after the module's own, with the module marked as made with AI (the flag
 * and, unless it has one, the notice); an untitled module takes the outline's title and description.
 */
export function outlinePatch(content: Content, outline: Outline): OutlineAddition {
  const blocks = outlineBlocks(outline);
  let working = content;
  let patch: DraftPatch = {};
  let after = anchorSection(content);
  for (const block of blocks) {
    const step = addBlockPatch(working, block, after);
    patch = { ...patch, ...step };
    working = workingContent(working, step);
    after = placementOf(working, block.id)?.sectionId;
  }
  if (!hasAiNotice(working)) {
    const ids = { blockId: newId(), sectionId: newId() };
    const marked = withAiNotice(working, ids);
    const notice = marked.blocks[ids.blockId];
    if (notice) patch = { ...patch, [blockKey(ids.blockId)]: notice, structure: structureOf(marked) };
  }
  patch = { ...patch, ...settingChange('isAiUsed', true) };
  if (isUntitled(content.title) && outline.title.trim()) {
    patch.title = outline.title.trim();
    if (!content.description.trim()) patch.description = outline.description.trim();
  }
  return { patch, firstBlockId: blocks[0]?.id ?? null };
}
