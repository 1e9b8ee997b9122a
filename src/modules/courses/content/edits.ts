import { badRequest } from '../../../platform/errors';
import type { Block } from './blocks';
import { type Content, DEFAULT_SECTION_SIZES } from './content';

type Page = Content['pages'][number];

/** A block in a new section of its own, at a section index of the first page (the end by default). */
export function withBlockAdded(
  content: Content,
  block: Block,
  sectionId: string,
  index = Number.MAX_SAFE_INTEGER,
  newPageId: () => string,
): Content {
  if (content.blocks[block.id]) throw badRequest(`Block ${block.id} already exists`);
  const page = content.pages[0] ?? { id: newPageId(), sectionIds: [] };
  return withBlockInNewSection(content, block, sectionId, page, Math.min(index, page.sectionIds.length));
}

/** A block in a new section at `at` on `page`; a page the content does not have yet is added with it. */
export function withBlockInNewSection(content: Content, block: Block, sectionId: string, page: Page, at: number) {
  const sectionIds = page.sectionIds.toSpliced(at, 0, sectionId);
  return {
    ...content,
    pages: content.pages.some((p) => p.id === page.id)
      ? content.pages.map((p) => (p.id === page.id ? { ...p, sectionIds } : p))
      : [...content.pages, { id: page.id, sectionIds }],
    sections: {
      ...content.sections,
      [sectionId]: { id: sectionId, pageId: page.id, sizes: DEFAULT_SECTION_SIZES, blockIds: [block.id] },
    },
    blocks: { ...content.blocks, [block.id]: block },
  };
}

export function withBlockReplaced(content: Content, block: Block): Content {
  const current = content.blocks[block.id];
  if (!current) throw badRequest(`Block ${block.id} does not exist`);
  if (current.type !== block.type) throw badRequest('A block keeps its type');
  return { ...content, blocks: { ...content.blocks, [block.id]: block } };
}

/** Removes blocks; a section left empty goes with them. */
export function withBlocksDeleted(content: Content, blockIds: string[]): Content {
  const gone = new Set(blockIds);
  const blocks = Object.fromEntries(Object.entries(content.blocks).filter(([id]) => !gone.has(id)));
  const sections = Object.fromEntries(
    Object.values(content.sections)
      .map((s) => ({ ...s, blockIds: s.blockIds.filter((b) => !gone.has(b)) }))
      .filter((s) => s.blockIds.length > 0 || content.sections[s.id]!.blockIds.length === 0)
      .map((s) => [s.id, s]),
  );
  const pages = content.pages.map((p) => ({ ...p, sectionIds: p.sectionIds.filter((s) => sections[s]) }));
  return { ...content, pages, sections, blocks };
}
