import type { BlockData, BlockOf, BlockType } from '../../modules/courses/content';

/**
 * Every block editor gets its block and hands back the whole new block on each edit, with the
 * server revision its author's view of the block came from when that is not the latest.
 */
export interface BlockEditorProps<T extends BlockType> {
  block: BlockOf<T>;
  onChange: (next: BlockOf<T>, basedOn?: number) => void;
}

export interface BlockViewProps<T extends BlockType> {
  block: BlockOf<T>;
}

/** The block with some of its data replaced. */
export function withData<T extends BlockType>(block: BlockOf<T>, patch: Partial<BlockData<T>>): BlockOf<T> {
  return { ...block, data: { ...block.data, ...patch } };
}
