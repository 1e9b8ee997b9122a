import {
  type Block,
  type BlockType,
  type Content,
  withBlockInNewSection,
  withBlocksDeleted,
  newBlock,
  placementOf,
  structureOf,
} from '../../modules/courses/content';
import { newId } from '../newId';
import { blockKey, type DraftPatch, workingContent } from './draftPatch';

/** Sections in reading order, with the page each sits on. */
export const sectionOrder = (content: Content) => content.pages.flatMap((p) => p.sectionIds);

/** A block in a new section right after `afterSectionId`, at the start (null) or at the end (undefined). */
export function addBlockPatch(content: Content, block: Block, afterSectionId?: string | null): DraftPatch {
  const sectionId = newId();
  const atStart = afterSectionId === null;
  const page = (atStart
    ? content.pages[0]
    : content.pages.find((p) => afterSectionId && p.sectionIds.includes(afterSectionId))) ??
    content.pages.at(-1) ?? { id: newId(), sectionIds: [] };
  const at = atStart ? 0 : afterSectionId ? page.sectionIds.indexOf(afterSectionId) + 1 : page.sectionIds.length;
  const next = withBlockInNewSection(content, block, sectionId, page, at);
  return { [blockKey(block.id)]: block, structure: structureOf(next) };
}

/** Blocks one after the other, each in a section of its own, from the place `addBlockPatch` gives the first. */
export function addBlocksPatch(content: Content, blocks: Block[], afterSectionId?: string | null): DraftPatch {
  let working = content;
  let patch: DraftPatch = {};
  let after = afterSectionId;
  for (const block of blocks) {
    const step = addBlockPatch(working, block, after);
    patch = { ...patch, ...step };
    working = workingContent(working, step);
    after = placementOf(working, block.id)?.sectionId;
  }
  return patch;
}

export const newBlockOf = (type: BlockType): Block => newBlock(type, { blockId: newId(), newId });

/** A block copied under a new id (a block id belongs to one module), its media and its parts as they were: a duplicate, or a template's block. */
export const copyOfBlock = (block: Block): Block => ({ ...structuredClone(block), id: newId() });

export const duplicateBlockPatch = (content: Content, blockId: string, sectionId: string): DraftPatch =>
  addBlockPatch(content, copyOfBlock(content.blocks[blockId]!), sectionId);

export function deleteBlockPatch(content: Content, blockId: string): DraftPatch {
  return { [blockKey(blockId)]: null, structure: structureOf(withBlocksDeleted(content, [blockId])) };
}

/** Moves a section to another place in reading order (drag and drop, or one step by keyboard: a swap with its neighbour). */
export function moveSectionPatch(content: Content, sectionId: string, toIndex: number): DraftPatch | null {
  const order = sectionOrder(content);
  const from = order.indexOf(sectionId);
  if (from < 0 || toIndex < 0 || toIndex >= order.length || toIndex === from) return null;
  const target = order[toIndex]!;
  const targetPage = content.sections[target]!.pageId;
  const pages = content.pages.map((p) => ({ ...p, sectionIds: p.sectionIds.filter((s) => s !== sectionId) }));
  const page = pages.find((p) => p.id === targetPage)!;
  const at = page.sectionIds.indexOf(target) + (toIndex > from ? 1 : 0);
  page.sectionIds = page.sectionIds.toSpliced(at, 0, sectionId);
  const sections = { ...content.sections, [sectionId]: { ...content.sections[sectionId]!, pageId: targetPage } };
  return { structure: structureOf({ ...content, pages, sections }) };
}
