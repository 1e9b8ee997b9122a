import type { Block, BlockType } from './blocks';
import { DEFAULT_SECTION_SIZES, emptyContent, type Content } from './content';
import { newBlock, STARTER_BLOCK_TYPES } from './new-block';

type IdMaker = (length?: number) => string;

/** One page with one section per block, each block new and empty. */
function contentWith(title: string, description: string, types: BlockType[], newId: IdMaker): Content {
  const pageId = newId();
  const content = emptyContent(title, description);
  const sections = types.map((type) => ({ sectionId: newId(), block: newBlock(type, { blockId: newId(), newId }) }));
  return {
    ...content,
    pages: [{ id: pageId, sectionIds: sections.map((s) => s.sectionId) }],
    sections: Object.fromEntries(
      sections.map(({ sectionId, block }) => [
        sectionId,
        { id: sectionId, pageId, sizes: DEFAULT_SECTION_SIZES, blockIds: [block.id] },
      ]),
    ),
    blocks: Object.fromEntries(sections.map(({ block }) => [block.id, block as Block])),
  };
}

/** A new module: text, heading and image (SPEC §4). */
export const starterContent = (title: string, description: string, newId: IdMaker) =>
  contentWith(title, description, STARTER_BLOCK_TYPES, newId);

/** A mono module: one block of the given type. */
export const monoContent = (title: string, type: BlockType, newId: IdMaker) => contentWith(title, '', [type], newId);

/** A copy with fresh page, section, block and option-independent ids (a duplicate must not share block ids). */
export function withFreshIds(content: Content, title: string, newId: IdMaker): Content {
  const ids = new Map<string, string>();
  const fresh = (old: string) => {
    const known = ids.get(old);
    if (known !== undefined) return known;
    const id = newId();
    ids.set(old, id);
    return id;
  };
  return {
    ...content,
    title,
    pages: content.pages.map((p) => ({ id: fresh(p.id), sectionIds: p.sectionIds.map(fresh) })),
    sections: Object.fromEntries(
      Object.values(content.sections).map((s) => [
        fresh(s.id),
        { ...s, id: fresh(s.id), pageId: fresh(s.pageId), blockIds: s.blockIds.map(fresh) },
      ]),
    ),
    blocks: Object.fromEntries(Object.values(content.blocks).map((b) => [fresh(b.id), { ...b, id: fresh(b.id) }])),
    settings: {
      ...content.settings,
      quiz: { ...content.settings.quiz, blocksIncludedInQuiz: content.settings.quiz.blocksIncludedInQuiz.map(fresh) },
    },
  };
}
