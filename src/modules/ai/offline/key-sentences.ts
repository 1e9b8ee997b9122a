import { contentWeights, isContentWord } from './keywords';
import type { Sentence } from './nlp';

const SHORTEST_FIT = 8;
const LONGEST_FIT = 40;

/**
 * Luhn's idea: a sentence matters as much as the words it is made of are used in the text, so a
 * sentence scores the mean frequency of its content words; very short or long ones count half.
 */
function scoreOf(sentence: Sentence, weights: Map<string, number>): number {
  const words = sentence.tokens.filter(isContentWord);
  if (words.length === 0) return 0;
  const total = words.reduce((sum, word) => sum + (weights.get(word.lemma) ?? 0), 0);
  const fit = sentence.words >= SHORTEST_FIT && sentence.words <= LONGEST_FIT ? 1 : 0.5;
  return (total / words.length) * fit;
}

/** The sentences best first; a tie keeps document order. `weights` may come from a larger text. */
export function rankSentences(sentences: Sentence[], weights = contentWeights(sentences)): Sentence[] {
  return sentences
    .map((sentence) => ({ sentence, score: scoreOf(sentence, weights) }))
    .sort((a, b) => b.score - a.score)
    .map(({ sentence }) => sentence);
}

/** The `limit` best sentences, in document order. */
export function keySentences(sentences: Sentence[], limit: number, weights = contentWeights(sentences)): Sentence[] {
  const chosen = new Set(rankSentences(sentences, weights).slice(0, limit));
  return sentences.filter((sentence) => chosen.has(sentence));
}
