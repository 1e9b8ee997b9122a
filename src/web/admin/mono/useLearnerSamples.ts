import { useEffect, useState } from 'react';
import { type Block, emptyContent, learnerContent } from '../../../modules/courses/content';
import { SAMPLE_BLOCKS } from './sampleBlocks';

const SAMPLES: Block[] = Object.values(SAMPLE_BLOCKS);

/** The sample blocks as the player receives them (answers and pairs hashed), in type order; null while hashing. */
export function useLearnerSamples(): Block[] | null {
  const [blocks, setBlocks] = useState<Block[] | null>(null);
  useEffect(() => {
    let current = true;
    const content = { ...emptyContent('Samples', ''), blocks: Object.fromEntries(SAMPLES.map((b) => [b.id, b])) };
    void learnerContent(content).then((hashed) => {
      if (current) setBlocks(SAMPLES.map((b) => hashed.blocks[b.id] ?? b));
    });
    return () => {
      current = false;
    };
  }, []);
  return blocks;
}
