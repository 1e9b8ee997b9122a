import type { Block } from '../../modules/courses/content';

/**
 * The heading level each block's heading gets on the learner's page, where the module's title is
 * the h1: a heading block goes one level below the nearest earlier heading of a higher author
 * level (so h2 never jumps to h4, whatever levels the author picked), and a block with a heading
 * of its own (the quiz results) goes one level below the section it sits in.
 */
export function headingLevels(blocks: Block[]): Map<string, number> {
  const levels = new Map<string, number>();
  const open: { authorLevel: number; level: number }[] = [];
  for (const block of blocks) {
    if (block.type === 'HeadingBlockComponent') {
      while (open.length && open.at(-1)!.authorLevel >= block.data.level) open.pop();
      const level = Math.min(6, (open.at(-1)?.level ?? 1) + 1);
      open.push({ authorLevel: block.data.level, level });
      levels.set(block.id, level);
    } else {
      levels.set(block.id, Math.min(6, (open.at(-1)?.level ?? 1) + 1));
    }
  }
  return levels;
}
