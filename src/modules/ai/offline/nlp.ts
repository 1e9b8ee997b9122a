import model from 'wink-eng-lite-web-model';
import winkNLP, { type ItsFunction, type PartOfSpeech, type WinkMethods } from 'wink-nlp';

/** One token of a sentence, with what wink-nlp found out about it. */
export type Token = {
  value: string;
  lemma: string;
  pos: PartOfSpeech;
  stop: boolean;
  /** wink's token type: word, number, punctuation, url, email, … */
  kind: string;
  /** The whitespace before the token in the source, so the sentence can be put back together. */
  space: string;
  /** The type of the entity wink found the token in (DATE, DURATION, CARDINAL, MONEY…), if any. */
  entity: string | undefined;
};
export type Sentence = { text: string; tokens: Token[]; words: number };

// Built on first use: the model takes ~60 ms to set up, which a server that never asks needs not pay.
let engine: WinkMethods | undefined;

/** The sentences of a text that hold a word or number, each with its tokens (whitespace left out). */
export function readSentences(text: string): Sentence[] {
  engine ??= winkNLP(model);
  const { its } = engine;
  const doc = engine.readDoc(text.replace(BARE_ADDRESS, '//'));
  const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  // wink's typings declare `its.lemma` with the model's addons as a third parameter, which its own `out` passes.
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const tags = tokens.out(its.pos) as PartOfSpeech[];
  const stops = tokens.out(its.stopWordFlag) as boolean[];
  const kinds = tokens.out(its.type) as string[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const spans = doc.sentences().out(its.span) as unknown as [number, number][];
  const entities = entityTypes(doc, its, tokens.length());
  const sentences = spans.map(([first, last]): Sentence => {
    const sentenceTokens: Token[] = [];
    let afterLineBreak = false;
    for (let i = first; i <= last; i++) {
      if (tags[i] === 'SPACE') {
        afterLineBreak = true;
        continue;
      }
      sentenceTokens.push({
        value: kinds[i] === 'url' ? values[i]!.replace(ADDED_SLASHES, '') : values[i]!,
        lemma: lemmas[i]!,
        pos: tags[i]!,
        stop: stops[i]!,
        kind: kinds[i]!,
        space: afterLineBreak ? ' ' : spaces[i]!,
        entity: entities[i],
      });
      afterLineBreak = false;
    }
    return {
      text: joinTokens(sentenceTokens),
      tokens: sentenceTokens,
      words: sentenceTokens.filter((token) => token.kind === 'word' || token.kind === 'number').length,
    };
  });
  treatCapitalisedNounsAsNouns(sentences);
  return sentences.filter((sentence) => sentence.words > 0);
}

/** The entity type of each token, by its index (undefined outside an entity). */
function entityTypes(
  doc: ReturnType<WinkMethods['readDoc']>,
  its: WinkMethods['its'],
  count: number,
): (string | undefined)[] {
  const types: (string | undefined)[] = new Array(count);
  const entities = doc.entities();
  const found = entities.out(its.type) as string[];
  (entities.out(its.span) as unknown as [number, number][]).forEach(([first, last], e) => {
    for (let i = first; i <= last; i++) types[i] = found[e];
  });
  return types;
}

/**
 * Where a web address without a scheme starts: "www.…", "intranet.acme.example", "acme.example/help".
 * wink knows an address by its scheme and would read one without as words and full stops, ending
 * a sentence inside it; given "//" it reads it whole, and "//" is taken off again.
 */
const BARE_ADDRESS = /(?<![\w@/.:-])(?=www\.|[\w-]+(?:\.[\w-]+)+\.\p{L}{2,}\b|[\w-]+\.\p{L}{2,}\/)/gu;
const ADDED_SLASHES = /^\/\//;

/**
 * wink tags a common noun at the start of a sentence or in a heading ("Bees are …", "Fire Safety")
 * as a proper noun; when the text also uses the word as a common noun, it is one.
 */
function treatCapitalisedNounsAsNouns(sentences: Sentence[]): void {
  const nounLemmas = new Map<string, string>();
  for (const sentence of sentences) {
    for (const token of sentence.tokens) {
      if (token.pos === 'NOUN') nounLemmas.set(token.value.toLowerCase(), token.lemma);
    }
  }
  for (const sentence of sentences) {
    for (const token of sentence.tokens) {
      const lemma = token.pos === 'PROPN' ? nounLemmas.get(token.value.toLowerCase()) : undefined;
      if (lemma !== undefined) Object.assign(token, { pos: 'NOUN', lemma });
    }
  }
}

/** The tokens as text, on one line; `replace` swaps the token at an index for other text. */
export function joinTokens(tokens: Token[], replace?: { index: number; text: string }): string {
  return tokens
    .map((token, i) => (i === 0 ? '' : token.space ? ' ' : '') + (i === replace?.index ? replace.text : token.value))
    .join('')
    .trim();
}
