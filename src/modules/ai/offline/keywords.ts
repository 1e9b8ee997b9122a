import type { PartOfSpeech } from 'wink-nlp';
import type { Sentence, Token } from './nlp';

const CONTENT_POS: ReadonlySet<PartOfSpeech> = new Set(['NOUN', 'PROPN', 'VERB', 'ADJ']);
const NOUN_POS: ReadonlySet<PartOfSpeech> = new Set(['NOUN', 'PROPN']);
/** Words about the authoring task itself ("a module on …"), never the topic of it. */
const TASK_WORDS = new Set(['module', 'course', 'lesson', 'outline', 'training', 'unit', 'quiz', 'chapter', 'topic']);

export const letterCount = (word: string): number => word.match(/\p{L}/gu)?.length ?? 0;

export const isContentWord = (token: Token): boolean =>
  CONTENT_POS.has(token.pos) && !token.stop && token.kind === 'word' && letterCount(token.lemma) >= 2;

const isKeyNoun = (token: Token): boolean =>
  NOUN_POS.has(token.pos) && !token.stop && token.kind === 'word' && letterCount(token.lemma) >= 3;

/** How often each content word (by lemma) occurs in the sentences. */
export function contentWeights(sentences: Sentence[]): Map<string, number> {
  const weights = new Map<string, number>();
  for (const sentence of sentences) {
    for (const token of sentence.tokens) {
      if (isContentWord(token)) weights.set(token.lemma, (weights.get(token.lemma) ?? 0) + 1);
    }
  }
  return weights;
}

/**
 * A noun by its lemma; `label` is how to name it: the lemma when the text writes it so (wink's
 * lemmatiser turns "species" into "specie"), else its usual form, and a proper noun as written;
 * `written` is its most used form ("extinguishers"), for use inside a sentence.
 */
export type Keyword = { lemma: string; label: string; written: string; count: number };

/** The nouns and proper nouns used most, most frequent first (a tie goes to the one used first). */
export function topKeywords(sentences: Sentence[], limit: number): Keyword[] {
  const found = new Map<string, { proper: boolean; count: number; forms: Map<string, number> }>();
  for (const sentence of sentences) {
    for (const token of sentence.tokens) {
      if (!isKeyNoun(token)) continue;
      const lemma = token.lemma.toLowerCase();
      const form = token.pos === 'NOUN' ? token.value.toLowerCase() : token.value;
      const keyword = found.get(lemma) ?? { proper: true, count: 0, forms: new Map<string, number>() };
      keyword.proper &&= token.pos === 'PROPN';
      keyword.count += 1;
      keyword.forms.set(form, (keyword.forms.get(form) ?? 0) + 1);
      found.set(lemma, keyword);
    }
  }
  return [...found.entries()]
    .map(([lemma, { proper, count, forms }]) => {
      const written = mostUsed(forms);
      return { lemma, label: !proper && forms.has(lemma) ? lemma : written, written, count };
    })
    .sort((a, b) => b.count - a.count)
    .slice(0, limit);
}

function mostUsed(counts: Map<string, number>): string {
  let best = '';
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) [best, bestCount] = [value, count];
  }
  return best;
}

/** Runs of adjectives and nouns that end in a noun ("fire safety", "new warehouse staff"), first seen first. */
export function nounPhrases(sentences: Sentence[]): string[] {
  const phrases = new Map<string, string>();
  for (const sentence of sentences) {
    let run: Token[] = [];
    for (const token of [...sentence.tokens, undefined]) {
      const continues =
        token &&
        (NOUN_POS.has(token.pos) || token.pos === 'ADJ') &&
        token.kind === 'word' &&
        !token.stop &&
        !TASK_WORDS.has(token.lemma.toLowerCase());
      if (continues) {
        run.push(token);
        continue;
      }
      while (run.length > 0 && !NOUN_POS.has(run.at(-1)!.pos)) run.pop();
      if (run.length > 0) {
        const phrase = run.map((word) => (word.pos === 'PROPN' ? word.value : word.value.toLowerCase())).join(' ');
        if (!phrases.has(phrase.toLowerCase())) phrases.set(phrase.toLowerCase(), phrase);
      }
      run = [];
    }
  }
  return [...phrases.values()];
}

/** The first letter in upper case (after any leading quote or bracket), the rest as it is. */
export const capitalise = (text: string): string =>
  text.replace(/^(\P{L}*)(\p{Ll})/u, (_, lead: string, letter: string) => lead + letter.toUpperCase());

export const titleCase = (phrase: string): string =>
  phrase
    .split(' ')
    .map((word) => capitalise(word))
    .join(' ');
