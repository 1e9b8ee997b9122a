import type { Block } from '../../modules/courses/content';
import type { Section } from './SectionMenu';

/** The module's sections: its headings that say something. */
export const sectionsOf = (blocks: Block[]): Section[] =>
  blocks.flatMap((b) =>
    b.type === 'HeadingBlockComponent' && b.data.text.trim() ? [{ blockId: b.id, text: b.data.text }] : [],
  );

/** The section a block sits in: the last heading at or before it. */
export function sectionAt(blocks: Block[], sections: Section[], blockId: string): string | null {
  const at = blocks.findIndex((b) => b.id === blockId);
  return sections.findLast((s) => blocks.findIndex((b) => b.id === s.blockId) <= at)?.blockId ?? null;
}
