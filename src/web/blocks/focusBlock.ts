/** Takes a learner to a block of the module: scrolled to the top, and focused (at its heading when it has one). */
export function focusBlock(root: ParentNode | null, blockId: string) {
  const block = root?.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(blockId)}"]`);
  const target = block?.querySelector<HTMLElement>('.block-heading') ?? block;
  target?.scrollIntoView({ block: 'start' });
  target?.focus({ preventScroll: true });
}
