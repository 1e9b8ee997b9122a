import type { Block } from './blocks';
import type { ContentEvent } from './content-events';
import { DEFAULT_SETTINGS } from './default-settings';
import type { CourseSettings } from './settings';

export type Page = { id: string; sectionIds: string[] };
export type Section = { id: string; pageId: string; sizes: string; blockIds: string[] };
/** A new section's layout: one column across the twelve of the grid. */
export const DEFAULT_SECTION_SIZES = 'co-12';

/** Everything an author edits in a course, and what undo, history and saves work on. */
export type Content = {
  title: string;
  description: string;
  settings: CourseSettings;
  pages: Page[];
  sections: Record<string, Section>;
  blocks: Record<string, Block>;
};

export const emptyContent = (title: string, description: string): Content => ({
  title,
  description,
  settings: DEFAULT_SETTINGS,
  pages: [],
  sections: {},
  blocks: {},
});

const insertAt = <T>(list: T[], index: number, item: T): T[] => {
  const at = Math.min(index, list.length);
  return [...list.slice(0, at), item, ...list.slice(at)];
};
const without = <T>(list: T[], item: T): T[] => list.filter((x) => x !== item);

function mapPage(content: Content, pageId: string, change: (page: Page) => Page): Page[] {
  return content.pages.map((p) => (p.id === pageId ? change(p) : p));
}

function detachSection(content: Content, sectionId: string): Page[] {
  return content.pages.map((p) =>
    p.sectionIds.includes(sectionId) ? { ...p, sectionIds: without(p.sectionIds, sectionId) } : p,
  );
}

function detachBlock(sections: Record<string, Section>, blockId: string): Record<string, Section> {
  const next = { ...sections };
  for (const s of Object.values(sections)) {
    if (s.blockIds.includes(blockId)) next[s.id] = { ...s, blockIds: without(s.blockIds, blockId) };
  }
  return next;
}

/** Applies one content event. Events that name something missing change nothing (they cannot be produced by the decider). */
export function evolveContent(content: Content, event: ContentEvent): Content {
  const { type, data: d } = event;
  switch (type) {
    case 'CourseRenamed':
      return { ...content, title: d.title };
    case 'CourseDescribed':
      return { ...content, description: d.description };
    case 'PageAdded':
      if (content.pages.some((p) => p.id === d.pageId)) return content;
      return { ...content, pages: insertAt(content.pages, d.index, { id: d.pageId, sectionIds: [] }) };
    case 'PageMoved': {
      const page = content.pages.find((p) => p.id === d.pageId);
      if (!page) return content;
      return { ...content, pages: insertAt(without(content.pages, page), d.index, page) };
    }
    case 'PageRemoved': {
      const page = content.pages.find((p) => p.id === d.pageId);
      if (!page) return content;
      const sections = { ...content.sections };
      const blocks = { ...content.blocks };
      for (const sid of page.sectionIds) {
        for (const bid of sections[sid]?.blockIds ?? []) delete blocks[bid];
        delete sections[sid];
      }
      return { ...content, pages: without(content.pages, page), sections, blocks };
    }
    case 'SectionAdded':
      if (content.sections[d.sectionId] || !content.pages.some((p) => p.id === d.pageId)) return content;
      return {
        ...content,
        pages: mapPage(content, d.pageId, (p) => ({ ...p, sectionIds: insertAt(p.sectionIds, d.index, d.sectionId) })),
        sections: {
          ...content.sections,
          [d.sectionId]: { id: d.sectionId, pageId: d.pageId, sizes: d.sizes, blockIds: [] },
        },
      };
    case 'SectionMoved': {
      const section = content.sections[d.sectionId];
      if (!section || !content.pages.some((p) => p.id === d.pageId)) return content;
      const detached = { ...content, pages: detachSection(content, d.sectionId) };
      return {
        ...content,
        pages: mapPage(detached, d.pageId, (p) => ({ ...p, sectionIds: insertAt(p.sectionIds, d.index, d.sectionId) })),
        sections: { ...content.sections, [d.sectionId]: { ...section, pageId: d.pageId } },
      };
    }
    case 'SectionResized': {
      const section = content.sections[d.sectionId];
      if (!section) return content;
      return { ...content, sections: { ...content.sections, [d.sectionId]: { ...section, sizes: d.sizes } } };
    }
    case 'SectionRemoved': {
      const section = content.sections[d.sectionId];
      if (!section) return content;
      const { [d.sectionId]: _removed, ...sections } = content.sections;
      const blocks = { ...content.blocks };
      for (const bid of section.blockIds) delete blocks[bid];
      return { ...content, pages: detachSection(content, d.sectionId), sections, blocks };
    }
    case 'BlockAdded': {
      const section = content.sections[d.sectionId];
      if (!section || content.blocks[d.block.id]) return content;
      return {
        ...content,
        sections: {
          ...content.sections,
          [d.sectionId]: { ...section, blockIds: insertAt(section.blockIds, d.index, d.block.id) },
        },
        blocks: { ...content.blocks, [d.block.id]: d.block },
      };
    }
    case 'BlockChanged':
      if (!content.blocks[d.block.id]) return content;
      return { ...content, blocks: { ...content.blocks, [d.block.id]: d.block } };
    case 'BlockMoved': {
      if (!content.blocks[d.blockId] || !content.sections[d.sectionId]) return content;
      const sections = detachBlock(content.sections, d.blockId);
      const target = sections[d.sectionId]!;
      return {
        ...content,
        sections: {
          ...sections,
          [d.sectionId]: { ...target, blockIds: insertAt(target.blockIds, d.index, d.blockId) },
        },
      };
    }
    case 'BlockDeleted': {
      if (!content.blocks[d.blockId]) return content;
      const { [d.blockId]: _deleted, ...blocks } = content.blocks;
      return { ...content, sections: detachBlock(content.sections, d.blockId), blocks };
    }
    case 'CourseSettingsChanged':
      return { ...content, settings: { ...content.settings, ...d.settings } };
  }
}

/** Blocks in reading order: pages, then sections, then blocks. */
export function blocksInOrder(content: Content): Block[] {
  return content.pages.flatMap((p) =>
    p.sectionIds.flatMap((sid) =>
      (content.sections[sid]?.blockIds ?? []).map((bid) => content.blocks[bid]!).filter(Boolean),
    ),
  );
}

/** Where a block sits: its section and its index there. */
export function placementOf(content: Content, blockId: string): { sectionId: string; index: number } | null {
  for (const s of Object.values(content.sections)) {
    const index = s.blockIds.indexOf(blockId);
    if (index >= 0) return { sectionId: s.id, index };
  }
  return null;
}

/** Where a section sits: its page and its index there. */
export function sectionPlacementOf(content: Content, sectionId: string): { pageId: string; index: number } | null {
  for (const p of content.pages) {
    const index = p.sectionIds.indexOf(sectionId);
    if (index >= 0) return { pageId: p.id, index };
  }
  return null;
}
