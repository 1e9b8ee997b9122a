import type { Block } from './blocks';
import {
  DEFAULT_SECTION_SIZES,
  placementOf,
  sectionPlacementOf,
  type Content,
  type Page,
  type Section,
} from './content';

/** The structure as SPEC §3 names it: pages list section ids, sections list block ids. */
export type StructureInput = {
  pages: { id: string; sections: string[] }[];
  sections: { id: string; sizes?: string; blocks: string[] }[];
};

export const structureOf = (content: Content): StructureInput => ({
  pages: content.pages.map((p) => ({ id: p.id, sections: p.sectionIds })),
  sections: content.pages.flatMap((p) =>
    p.sectionIds.map((id) => ({ id, sizes: content.sections[id]!.sizes, blocks: content.sections[id]!.blockIds })),
  ),
});

/**
 * Content with `blocks` laid out as `structure` says, forgivingly, so that nothing is ever lost
 * and nothing dangles: a block the structure does not place stays where it was in `base` (or goes
 * to the end), a placed block that does not exist is dropped, and a block placed twice keeps its
 * first place.
 */
export function withStructure(base: Content, structure: StructureInput, blocks: Record<string, Block>): Content {
  const given = new Map(structure.sections.map((s) => [s.id, s]));
  const placed = new Set<string>();
  const sections: Record<string, Section> = {};
  const pages: Page[] = [];
  for (const page of structure.pages) {
    if (pages.some((p) => p.id === page.id)) continue;
    const sectionIds: string[] = [];
    for (const id of page.sections) {
      if (sections[id]) continue;
      const blockIds = (given.get(id)?.blocks ?? []).filter((b) => blocks[b] && !placed.has(b));
      for (const b of blockIds) placed.add(b);
      sections[id] = {
        id,
        pageId: page.id,
        sizes: given.get(id)?.sizes ?? base.sections[id]?.sizes ?? DEFAULT_SECTION_SIZES,
        blockIds,
      };
      sectionIds.push(id);
    }
    pages.push({ id: page.id, sectionIds });
  }
  let content: Content = { ...base, pages, sections, blocks };
  for (const id of Object.keys(blocks).filter((b) => !placed.has(b))) content = placeLikeBase(content, base, id);
  return content;
}

function placeLikeBase(content: Content, base: Content, blockId: string): Content {
  const at = placementOf(base, blockId);
  const sectionId =
    at && !content.sections[at.sectionId]?.blockIds.includes(blockId) ? at.sectionId : `${blockId}-section`;
  const existing = content.sections[sectionId];
  if (existing) {
    const blockIds = existing.blockIds.toSpliced(Math.min(at?.index ?? Infinity, existing.blockIds.length), 0, blockId);
    return { ...content, sections: { ...content.sections, [sectionId]: { ...existing, blockIds } } };
  }
  const where = at ? sectionPlacementOf(base, at.sectionId) : null;
  const page = content.pages.find((p) => p.id === where?.pageId) ??
    content.pages[content.pages.length - 1] ?? { id: `${blockId}-page`, sectionIds: [] };
  const sectionIds = page.sectionIds.toSpliced(
    Math.min(where?.index ?? Infinity, page.sectionIds.length),
    0,
    sectionId,
  );
  const pages = content.pages.some((p) => p.id === page.id)
    ? content.pages.map((p) => (p.id === page.id ? { ...p, sectionIds } : p))
    : [...content.pages, { ...page, sectionIds }];
  const sizes = at ? (base.sections[at.sectionId]?.sizes ?? DEFAULT_SECTION_SIZES) : DEFAULT_SECTION_SIZES;
  return {
    ...content,
    pages,
    sections: { ...content.sections, [sectionId]: { id: sectionId, pageId: page.id, sizes, blockIds: [blockId] } },
  };
}
