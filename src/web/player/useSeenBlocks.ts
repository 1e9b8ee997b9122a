import { useEffect, useRef } from 'react';

/**
 * Calls `onSeen` for each block (an element with data-block-id) that comes into view, and
 * first brings the block the learner left off at (`resumeAt`) into view.
 */
export function useSeenBlocks(onSeen: (blockId: string) => void, resumeAt: string) {
  const callback = useRef(onSeen);
  callback.current = onSeen;
  useEffect(() => {
    if (resumeAt) document.getElementById(`block-${resumeAt}`)?.scrollIntoView({ block: 'start' });
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.blockId;
          if (entry.isIntersecting && id) callback.current(id);
        }
      },
      { threshold: 0.1 },
    );
    for (const element of document.querySelectorAll('[data-block-id]')) observer.observe(element);
    return () => observer.disconnect();
  }, [resumeAt]);
}
