import { useEffect, useMemo, useState } from 'react';
import type { LearnerWords } from '../LearnerWords';
import { type OwnWords, playerWordsIn, prepareWords, wordsPrepared } from './player-words';

/**
 * The player's words in a language, with the author's own. The player's boot fetches them with
 * the module, so they are there at once; elsewhere (the author's preview) they follow when fetched.
 */
export function usePlayerWords(language: string, own: OwnWords | undefined): LearnerWords {
  const prepared = wordsPrepared(language, own);
  const [fetched, setFetched] = useState(0);
  useEffect(() => {
    if (prepared) return;
    const done = () => setFetched((n) => n + 1);
    prepareWords(language, own).then(done, done);
  }, [prepared, language, own]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `fetched` changes when the words arrive
  return useMemo(() => playerWordsIn(language, own), [language, own, fetched]);
}
