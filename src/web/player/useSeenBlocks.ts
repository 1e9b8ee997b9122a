import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onSeen` for each block of the player (an element with data-block-id) that comes into
 * view, and first brings the block the learner left off at (`resumeAt`) into view.
 */
export function useSeenBlocks(
  player: RefObject<HTMLElement | null>,
  onSeen: (blockId: string) => void,
  resumeAt: string,
) {
  const callback = useRef(onSeen);
  callback.current = onSeen;
  useEffect(() => {
    const root = player.current;
    if (!root) return;
    const blocks = [...root.querySelectorAll<HTMLElement>('[data-block-id]')];
    if (resumeAt) blocks.find((element) => element.dataset.blockId === resumeAt)?.scrollIntoView({ block: 'start' });
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.blockId;
          if (entry.isIntersecting && id) callback.current(id);
        }
      },
      { threshold: 0.1 },
    );
    for (const element of blocks) observer.observe(element);
    return () => observer.disconnect();
  }, [player, resumeAt]);
}
