import { badRequest } from '../../platform/errors';
import type { Content, Section } from './content/content';
import type { SaveDraftInput, StructureInput } from './commands';

function structureOf({ pages, sections: given }: StructureInput): Pick<Content, 'pages' | 'sections'> {
  const byId = new Map(given.map((s) => [s.id, s]));
  const sections: Record<string, Section> = {};
  for (const page of pages) {
    for (const id of page.sections) {
      const s = byId.get(id);
      if (!s) throw badRequest(`Section ${id} is in a page but not in sections`);
      if (sections[id]) throw badRequest(`Section ${id} appears twice in pages`);
      sections[id] = { id, pageId: page.id, sizes: s.sizes, blockIds: s.blocks };
    }
  }
  return { pages: pages.map((p) => ({ id: p.id, sectionIds: p.sections })), sections };
}

/**
 * The course as the author means it: the revision they started from, with their new, updated and
 * deleted blocks, their settings and, when given, their structure. Inconsistent input is a 400.
 */
export function proposalFrom(base: Content, input: SaveDraftInput): Content {
  const blocks = { ...base.blocks };
  const given = new Map(input.blocks.map((b) => [b.id, b]));
  for (const id of [...input.newBlocks, ...input.updatedBlocks]) {
    if (!given.has(id)) throw badRequest(`Block ${id} is listed as new or updated but its value is missing from blocks`);
  }
  for (const id of input.updatedBlocks) {
    if (!base.blocks[id] && !input.newBlocks.includes(id)) throw badRequest(`Block ${id} does not exist (was it deleted?)`);
  }
  for (const [id, block] of given) blocks[id] = block;
  for (const id of input.deletedBlocks) delete blocks[id];

  const layout = input.structure ? structureOf(input.structure) : layoutWithout(base, input.deletedBlocks);
  const placed = Object.values(layout.sections).flatMap((s) => s.blockIds);
  const unplaced = Object.keys(blocks).filter((id) => !placed.includes(id));
  const unknown = placed.filter((id) => !blocks[id]);
  if (unplaced.length || unknown.length || new Set(placed).size !== placed.length) {
    throw badRequest('structure must place every block of the module exactly once', { unplaced, unknown });
  }
  return {
    title: input.title ?? base.title,
    description: input.description ?? base.description,
    settings: { ...base.settings, ...input.settings },
    ...layout,
    blocks,
  };
}

function layoutWithout(base: Content, deleted: string[]): Pick<Content, 'pages' | 'sections'> {
  const sections = Object.fromEntries(
    Object.values(base.sections).map((s) => [s.id, { ...s, blockIds: s.blockIds.filter((b) => !deleted.includes(b)) }]),
  );
  return { pages: base.pages, sections };
}
