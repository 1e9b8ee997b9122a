import type { Block } from '../../modules/courses/content';
import type { Question } from '../../modules/delivery/shared';

/** What the player shows in turn: a block, or a carousel of consecutive questions (the 'carousel' question layout). */
export type Shown = { kind: 'block'; block: Block } | { kind: 'carousel'; questions: Question[] };

export function readingOrder(blocks: Block[], carousel: boolean): Shown[] {
  const shown: Shown[] = [];
  for (const block of blocks) {
    const last = shown.at(-1);
    if (carousel && block.type === 'QuestionBlockComponent') {
      if (last?.kind === 'carousel') last.questions.push(block);
      else if (last?.kind === 'block' && last.block.type === 'QuestionBlockComponent')
        shown[shown.length - 1] = { kind: 'carousel', questions: [last.block, block] };
      else shown.push({ kind: 'block', block });
    } else shown.push({ kind: 'block', block });
  }
  return shown;
}
