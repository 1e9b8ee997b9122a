import type { PartOfSpeech } from 'wink-nlp';
import { letterCount } from './keywords';
import type { Sentence, Token } from './nlp';

/**
 * What a blank's answer is, so every option offered in its place is the same: a number for a
 * number, a name of the same entity type for a name ("Tuesday" for "Monday"), a unit for a unit
 * ("minutes" for "metres"), a noun of the same number and form for a noun ("webbing" for
 * "leading", never "supervisor").
 */
export type TermKind = string;

/** The kind of the token at `index` of a sentence as a blank, or undefined when it makes none. */
export type KindOf = (tokens: Token[], index: number) => TermKind | undefined;

const NOUNS: ReadonlySet<PartOfSpeech> = new Set(['NOUN', 'PROPN']);
/** "-s" but not "-ss", "-us" or "-is" ("glass", "status", "analysis"): wink leaves unknown plurals ("barcodes") as they are. */
const PLURAL_ENDING = /[^siu]s$/i;

const isNumber = (token: Token): boolean => token.pos === 'NUM' && token.kind === 'number';
const isNoun = (token: Token): boolean =>
  NOUNS.has(token.pos) && !token.stop && token.kind === 'word' && letterCount(token.value) >= 3;
const isFirstWord = (tokens: Token[], index: number): boolean =>
  tokens.slice(0, index).every((before) => before.kind !== 'word');

/** How the text mostly uses each word: "scan" as a verb in "To scan, point…" and a noun in "each scan" is mostly one. */
function usualTags(sentences: Sentence[]): Map<string, PartOfSpeech> {
  const counts = new Map<string, Map<PartOfSpeech, number>>();
  for (const { tokens } of sentences) {
    for (const token of tokens) {
      const word = token.value.toLowerCase();
      const tags = counts.get(word) ?? new Map<PartOfSpeech, number>();
      tags.set(token.pos, (tags.get(token.pos) ?? 0) + 1);
      counts.set(word, tags);
    }
  }
  return new Map(
    [...counts].map(([word, tags]) => [word, [...tags].reduce((best, tag) => (tag[1] > best[1] ? tag : best))[0]]),
  );
}

/**
 * The kinds of the terms of a text. A name is a proper noun the text writes with a capital where
 * no sentence starts (wink tags any capitalised first word as one: "Sign in with…"); a noun is
 * one the text mostly uses as a noun.
 */
export function termKindsOf(sentences: Sentence[]): KindOf {
  const tags = usualTags(sentences);
  const names = new Set<string>();
  for (const { tokens } of sentences) {
    tokens.forEach((token, i) => {
      if (token.pos === 'PROPN' && !isFirstWord(tokens, i)) names.add(token.value);
    });
  }
  return (tokens, index) => {
    const token = tokens[index]!;
    if (isNumber(token)) return token.entity === 'DATE' ? 'number:date' : 'number';
    if (!isNoun(token) || !NOUNS.has(tags.get(token.value.toLowerCase())!)) return undefined;
    if (token.pos === 'PROPN') return names.has(token.value) ? `name:${token.entity ?? ''}` : undefined;
    if (tokens[index - 1]?.pos === 'NUM') return 'unit';
    const plural = token.value.toLowerCase() !== token.lemma.toLowerCase() || PLURAL_ENDING.test(token.value);
    return `noun:${plural ? 'plural' : 'one'}${/ing$/i.test(token.value) ? ':ing' : ''}`;
  };
}
