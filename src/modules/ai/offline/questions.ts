import type { PartOfSpeech } from 'wink-nlp';
import { type GeneratedQuestion, questionsSchema } from '../outputs';
import { rankSentences } from './key-sentences';
import { contentWeights, letterCount } from './keywords';
import { contentSentences } from './content-sentences';
import { joinTokens, type Sentence, type Token } from './nlp';

/** A word that can be blanked out, or offered in place of one: a noun, a proper noun or a number. */
type Term = { text: string; lemma: string; pos: PartOfSpeech; plural: boolean; count: number };

const MAX_QUESTIONS = 20;
const DISTRACTORS = 3;
/** Distractors come from the document's most used terms of the answer's kind, so they are plausible. */
const DISTRACTOR_POOL = 12;
const BLANK = '____';

function isTerm(token: Token): boolean {
  if (token.pos === 'NUM') return token.kind === 'number';
  return (
    (token.pos === 'NOUN' || token.pos === 'PROPN') &&
    !token.stop &&
    token.kind === 'word' &&
    letterCount(token.value) >= 3
  );
}

const termText = (token: Token): string => (token.pos === 'NOUN' ? token.value.toLowerCase() : token.value);
const termKey = (token: Token): string => `${token.pos}:${token.value.toLowerCase()}`;

/** Every term of the document by kind and written form, most used first (a tie goes to the one used first). */
function termsOf(sentences: Sentence[]): Map<string, Term> {
  const terms = new Map<string, Term>();
  for (const sentence of sentences) {
    for (const token of sentence.tokens) {
      if (!isTerm(token)) continue;
      const known = terms.get(termKey(token));
      if (known) known.count += 1;
      else {
        const text = termText(token);
        const lemma = token.lemma.toLowerCase();
        terms.set(termKey(token), {
          text,
          lemma,
          pos: token.pos,
          plural: token.pos === 'NOUN' && text !== lemma,
          count: 1,
        });
      }
    }
  }
  return terms;
}

/** FNV-1a: a stable number from the sentence, so each question draws its distractors from a different place. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function distractorsFor(answer: Term, sentence: Sentence, pool: Term[]): string[] {
  const seen = new Set(sentence.tokens.flatMap((token) => [token.lemma.toLowerCase(), token.value.toLowerCase()]));
  // A plural answer among singular options would give itself away: same number first, then the rest.
  const alike: Term[] = [];
  const unlike: Term[] = [];
  for (const term of pool) {
    if (alike.length >= DISTRACTOR_POOL) break;
    if (seen.has(term.lemma) || seen.has(term.text.toLowerCase())) continue;
    (term.plural === answer.plural ? alike : unlike).push(term);
  }
  const candidates = [...alike, ...unlike].slice(0, DISTRACTOR_POOL);
  const start = candidates.length > 0 ? hashOf(sentence.text) % candidates.length : 0;
  const chosen: Term[] = [];
  for (let i = 0; i < candidates.length && chosen.length < DISTRACTORS; i++) {
    const term = candidates[(start + i) % candidates.length]!;
    if (chosen.every((other) => other.lemma !== term.lemma)) chosen.push(term);
  }
  return chosen.map((term) => term.text);
}

/** A cloze question from one sentence: its most used term that the rest of the sentence does not give away. */
function clozeOf(
  sentence: Sentence,
  terms: Map<string, Term>,
  pools: Map<PartOfSpeech, Term[]>,
  used: Set<string>,
): GeneratedQuestion | undefined {
  const lemmas = sentence.tokens.map((token) => token.lemma.toLowerCase());
  const onlyOnce = (lemma: string) => lemmas.indexOf(lemma) === lemmas.lastIndexOf(lemma);
  const blanks = sentence.tokens
    .map((token, index) => ({ index, term: isTerm(token) ? terms.get(termKey(token)) : undefined }))
    .filter((blank): blank is { index: number; term: Term } => blank.term !== undefined)
    .filter(({ term }) => !used.has(term.lemma) && onlyOnce(term.lemma))
    .sort((a, b) => b.term.count - a.term.count);
  for (const { index, term } of blanks) {
    const distractors = distractorsFor(term, sentence, pools.get(term.pos) ?? []);
    if (distractors.length < 2) continue;
    used.add(term.lemma);
    const options = [
      { value: term.text, correct: true },
      ...distractors.map((value) => ({ value, correct: false })),
    ].sort((a, b) => (a.value.toLowerCase() < b.value.toLowerCase() ? -1 : 1));
    const title = `Complete the sentence: ${joinTokens(sentence.tokens, { index, text: BLANK })}`;
    return { title, type: 'single choice', options };
  }
  return undefined;
}

/** A statement of a fair length: headings, questions and fragments make poor cloze questions. */
const isStatement = (sentence: Sentence): boolean =>
  sentence.words >= 6 && sentence.words <= 40 && /[.!]["'”’)]*$/.test(sentence.text);

/**
 * Cloze questions from the content's key sentences, in document order: fewer than `count` when
 * the content has too few usable sentences, never two from one sentence or on one answer.
 */
export function questionsOf(content: string, count: number, signal: AbortSignal): GeneratedQuestion[] {
  const sentences = contentSentences(content);
  const terms = termsOf(sentences);
  const pools = new Map<PartOfSpeech, Term[]>();
  for (const term of [...terms.values()].sort((a, b) => b.count - a.count)) {
    const pool = pools.get(term.pos);
    if (pool) pool.push(term);
    else pools.set(term.pos, [term]);
  }
  const wanted = Math.min(Math.floor(count) || 0, MAX_QUESTIONS);
  const used = new Set<string>();
  const made: { at: number; question: GeneratedQuestion }[] = [];
  const position = new Map(sentences.map((sentence, at) => [sentence, at]));
  for (const sentence of rankSentences(sentences.filter(isStatement), contentWeights(sentences))) {
    if (made.length >= wanted) break;
    signal.throwIfAborted();
    const question = clozeOf(sentence, terms, pools, used);
    if (question) made.push({ at: position.get(sentence)!, question });
  }
  const questions = made.sort((a, b) => a.at - b.at).map(({ question }) => question);
  return questionsSchema.parse({ questions }).questions;
}
