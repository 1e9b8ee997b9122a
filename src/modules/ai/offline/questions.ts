import { type GeneratedQuestion, questionsSchema } from '../outputs';
import { type ContentText, readContent } from './content-sentences';
import { rankSentences } from './key-sentences';
import { contentWeights } from './keywords';
import { joinTokens, type Sentence, type Token } from './nlp';
import { type KindOf, type TermKind, termKindsOf } from './term-kinds';

/** A word that can be blanked out, or offered in place of one: a noun, a name or a number, of one kind. */
type Term = { text: string; lemma: string; kind: TermKind; count: number };

const MAX_QUESTIONS = 20;
const DISTRACTORS = 3;
/** Distractors come from the document's most used terms of the answer's kind, so they are plausible. */
const DISTRACTOR_POOL = 12;
const BLANK = '____';
const ADDRESS_KINDS = new Set(['url', 'email']);

const termText = (token: Token): string => (token.pos === 'NOUN' ? token.value.toLowerCase() : token.value);
const termKey = (token: Token, kind: TermKind): string => `${kind}:${token.value.toLowerCase()}`;

/** Every term of the document by kind and written form, with how often it is used. */
function termsOf(sentences: Sentence[], kindOf: KindOf): Map<string, Term> {
  const terms = new Map<string, Term>();
  for (const { tokens } of sentences) {
    tokens.forEach((token, index) => {
      const kind = kindOf(tokens, index);
      if (kind === undefined) return;
      const known = terms.get(termKey(token, kind));
      if (known) known.count += 1;
      else terms.set(termKey(token, kind), { text: termText(token), lemma: token.lemma.toLowerCase(), kind, count: 1 });
    });
  }
  return terms;
}

/** A token's lemma; an address's every word, so "safety" is no blank beside "safety@acme.example". */
const wordsOf = (token: Token): string[] =>
  ADDRESS_KINDS.has(token.kind) ? (token.value.toLowerCase().match(/\p{L}+/gu) ?? []) : [token.lemma.toLowerCase()];

/** FNV-1a: a stable number from the sentence, so each question draws its distractors from a different place. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function distractorsFor(sentence: Sentence, pool: Term[]): string[] {
  const seen = new Set(sentence.tokens.flatMap((token) => [...wordsOf(token), token.value.toLowerCase()]));
  const candidates = pool
    .filter((term) => !seen.has(term.lemma) && !seen.has(term.text.toLowerCase()))
    .slice(0, DISTRACTOR_POOL);
  const start = candidates.length > 0 ? hashOf(sentence.text) % candidates.length : 0;
  const chosen: Term[] = [];
  for (let i = 0; i < candidates.length && chosen.length < DISTRACTORS; i++) {
    const term = candidates[(start + i) % candidates.length]!;
    if (chosen.every((other) => other.lemma !== term.lemma)) chosen.push(term);
  }
  return chosen.map((term) => term.text);
}

/** What a blank may be and what may stand in for it, read from the whole content. */
type Material = {
  terms: Map<string, Term>;
  pools: Map<TermKind, Term[]>;
  kindOf: KindOf;
  /** The title's words and the headings, lower case: the learner reads them above the question. */
  givenAway: Set<string>;
};

function materialOf({ sentences, title, headings }: ContentText): Material {
  const kindOf = termKindsOf(sentences);
  const terms = termsOf(sentences, kindOf);
  const pools = new Map<TermKind, Term[]>();
  for (const term of [...terms.values()].sort((a, b) => b.count - a.count)) {
    const pool = pools.get(term.kind);
    if (pool) pool.push(term);
    else pools.set(term.kind, [term]);
  }
  const titleWords = title?.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];
  return { terms, pools, kindOf, givenAway: new Set([...titleWords, ...headings.map((h) => h.toLowerCase())]) };
}

const givesAway = (term: Term, { givenAway }: Material): boolean =>
  givenAway.has(term.lemma) || givenAway.has(term.text.toLowerCase());

/** A cloze question from one sentence: its most used term that the rest of the sentence does not give away. */
function clozeOf(sentence: Sentence, material: Material, used: Set<string>): GeneratedQuestion | undefined {
  const { tokens } = sentence;
  const lemmas = tokens.flatMap(wordsOf);
  const onlyOnce = (lemma: string) => lemmas.indexOf(lemma) === lemmas.lastIndexOf(lemma);
  const blanks = tokens
    .map((token, index) => {
      const kind = material.kindOf(tokens, index);
      return { index, term: kind === undefined ? undefined : material.terms.get(termKey(token, kind)) };
    })
    .filter((blank): blank is { index: number; term: Term } => blank.term !== undefined)
    .filter(({ term }) => !used.has(term.lemma) && onlyOnce(term.lemma) && !givesAway(term, material))
    .sort((a, b) => b.term.count - a.term.count);
  for (const { index, term } of blanks) {
    const pool = (material.pools.get(term.kind) ?? []).filter((other) => !givesAway(other, material));
    const distractors = distractorsFor(sentence, pool);
    if (distractors.length < 2) continue;
    used.add(term.lemma);
    const options = [
      { value: term.text, correct: true },
      ...distractors.map((value) => ({ value, correct: false })),
    ].sort((a, b) => (a.value.toLowerCase() < b.value.toLowerCase() ? -1 : 1));
    const title = `Complete the sentence: ${joinTokens(tokens, { index, text: BLANK })}`;
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
  const read = readContent(content);
  const { sentences } = read;
  const material = materialOf(read);
  const wanted = Math.min(Math.floor(count) || 0, MAX_QUESTIONS);
  const used = new Set<string>();
  const made: { at: number; question: GeneratedQuestion }[] = [];
  const position = new Map(sentences.map((sentence, at) => [sentence, at]));
  for (const sentence of rankSentences(sentences.filter(isStatement), contentWeights(sentences))) {
    if (made.length >= wanted) break;
    signal.throwIfAborted();
    const question = clozeOf(sentence, material, used);
    if (question) made.push({ at: position.get(sentence)!, question });
  }
  const questions = made.sort((a, b) => a.at - b.at).map(({ question }) => question);
  return questionsSchema.parse({ questions }).questions;
}
