import { triviaSchema } from '../outputs';
import { AiUnsupported } from '../provider';
import { contentSentences } from './content-sentences';
import { rankSentences } from './key-sentences';
import type { Sentence } from './nlp';
import { cut } from './text';

/** A fact states something: not a question (the module's own quiz), nor a sentence built round an address. */
const isFact = (sentence: Sentence): boolean =>
  !/\?["'”’)]*$/.test(sentence.text) &&
  sentence.tokens.every((token) => token.kind !== 'url' && token.kind !== 'email');

/** "Did you know?" and the content's key sentence (the prompt's when there is no content): a fact it already holds. */
export function triviaOf(prompt: string, content: string): string {
  const facts = contentSentences(content).filter(isFact);
  const fact = rankSentences(facts.length > 0 ? facts : contentSentences(prompt).filter(isFact))[0];
  if (!fact) throw new AiUnsupported('The offline assistant needs some content to draw a fact from.');
  return triviaSchema.parse({ text: `Did you know? ${cut(fact.text, 1980)}` }).text;
}
