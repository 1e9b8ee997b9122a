import { badRequest } from '../../platform/errors';
import type { Content } from './content/content';
import { structureOf, withStructure } from './content/structure';
import type { SaveDraftInput } from './requests';

/**
 * The course as the author means it: the revision they started from, with their new, updated and
 * deleted blocks, their settings and, when given, their structure (laid out forgivingly, so a
 * block the author's copy did not know of keeps its place).
 */
export function proposalFrom(base: Content, input: SaveDraftInput): Content {
  const blocks = { ...base.blocks };
  const given = new Map(input.blocks.map((b) => [b.id, b]));
  for (const id of [...input.newBlocks, ...input.updatedBlocks]) {
    if (!given.has(id))
      throw badRequest(`Block ${id} is listed as new or updated but its value is missing from blocks`);
  }
  for (const [id, block] of given) {
    if (!base.blocks[id] && !input.newBlocks.includes(id))
      throw badRequest(`Block ${id} does not exist (was it deleted?)`);
    if (base.blocks[id] && base.blocks[id].type !== block.type) throw badRequest(`Block ${id} cannot change its type`);
    blocks[id] = block;
  }
  for (const id of input.deletedBlocks) delete blocks[id];
  const laidOut = withStructure(base, input.structure ?? structureOf(base), blocks);
  return {
    ...laidOut,
    title: input.title ?? base.title,
    description: input.description ?? base.description,
    settings: { ...base.settings, ...input.settings },
  };
}
