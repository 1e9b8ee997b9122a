import type { Outline } from '../../../modules/ai/shared';
import { type Block, type Content, newBlock } from '../../../modules/courses/content';
import { UNTITLED } from '../../format/courseTitle';
import { type DraftPatch, workingContent } from '../../editor/draftPatch';
import { addBlocksPatch } from '../../editor/structureOps';
import { aiUsedPatch, endBeforeAiNotice } from '../aiUsed';
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
  const added = addBlocksPatch(content, blocks, endBeforeAiNotice(content));
  const patch: DraftPatch = { ...added, ...aiUsedPatch(workingContent(content, added)) };
  if (isUntitled(content.title) && outline.title.trim()) {
    patch.title = outline.title.trim();
    if (!content.description.trim()) patch.description = outline.description.trim();
  }
  return { patch, firstBlockId: blocks[0]?.id ?? null };
}
