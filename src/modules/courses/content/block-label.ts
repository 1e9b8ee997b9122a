import type { Block } from './blocks';
import { blockText } from './plain-text';

/** How many characters of a block's own words name it in the history ("the heading 'Why fire safety matters'"). */
export const BLOCK_LABEL_LENGTH = 60;

/** A block's first words, to name it to people: '' when it has none yet. */
export function blockLabel(block: Block): string {
  const words = blockText(block);
  return words.length <= BLOCK_LABEL_LENGTH ? words : `${words.slice(0, BLOCK_LABEL_LENGTH - 1).trimEnd()}…`;
}
