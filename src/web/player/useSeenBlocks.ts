import { type RefObject, useEffect, useRef } from 'react';

type Callbacks = {
  /** A block (an element with data-block-id) came into view. */
  onSeen: (blockId: string) => void;
  /** The first block in view changed: the learner's place, while the cover is out of view. */
  onPlace: (blockId: string) => void;
};

/**
 * Follows what the learner sees in the player, blocks shown later included (a carousel's next
 * question). While the cover is in view the place stays where it was, so opening the module
 * again does not lose where the learner left off.
 */
export function useSeenBlocks(
  player: RefObject<HTMLElement | null>,
  cover: RefObject<HTMLElement | null>,
  callbacks: Callbacks,
) {
  const latest = useRef(callbacks);
  latest.current = callbacks;
  useEffect(() => {
    const root = player.current;
    if (!root) return;
    const visible = new Set<Element>();
    const blocks = () => [...root.querySelectorAll<HTMLElement>('[data-block-id]')];
    const intersection = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.blockId;
          if (entry.isIntersecting) visible.add(entry.target);
          else visible.delete(entry.target);
          if (entry.isIntersecting && id) latest.current.onSeen(id);
        }
        if (cover.current && visible.has(cover.current)) return;
        const first = blocks().find((element) => visible.has(element));
        if (first?.dataset.blockId) latest.current.onPlace(first.dataset.blockId);
      },
      // What sits under the sticky bar (its height, as the blocks' scroll-margin-top) is not in view.
      { threshold: 0.1, rootMargin: '-80px 0px 0px 0px' },
    );
    const observeAll = () => {
      for (const element of visible) if (!element.isConnected) visible.delete(element);
      for (const element of blocks()) intersection.observe(element);
    };
    if (cover.current) intersection.observe(cover.current);
    observeAll();
    const mutations = new MutationObserver(observeAll);
    mutations.observe(root, { childList: true, subtree: true });
    return () => {
      intersection.disconnect();
      mutations.disconnect();
    };
  }, [player, cover]);
}
