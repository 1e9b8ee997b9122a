import { useEffect, useState } from 'react';

/**
 * A checked block's data as learners receive it (its answers hashed: content/answers.ts), or made
 * here from the author's copy, which the editor's views of the block still have. `sentOf` tells
 * the one from the other; `make` and `sentOf` are expected to stay the same functions.
 */
export function useLearnerCopy<D, L>(
  blockId: string,
  data: D,
  sentOf: (data: D) => L | null,
  make: (blockId: string, data: D) => Promise<L>,
): L | null {
  const sent = sentOf(data);
  const [made, setMade] = useState<L | null>(null);
  useEffect(() => {
    if (sent) return;
    let current = true;
    void make(blockId, data).then((copy) => {
      if (current) setMade(copy);
    });
    return () => {
      current = false;
    };
  }, [sent, blockId, data, make]);
  return sent ?? made;
}
