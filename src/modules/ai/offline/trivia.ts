import { triviaSchema } from '../outputs';
import { AiUnsupported } from '../provider';
import { rankSentences } from './key-sentences';
import { contentSentences } from './content-sentences';
import { cut } from './text';

/** "Did you know?" and the content's key sentence (the prompt's when there is no content): a fact it already holds. */
export function triviaOf(prompt: string, content: string): string {
  const sentences = contentSentences(content);
  const fact = rankSentences(sentences.length > 0 ? sentences : contentSentences(prompt))[0];
  if (!fact) throw new AiUnsupported('The offline assistant needs some content to draw a fact from.');
  return triviaSchema.parse({ text: `Did you know? ${cut(fact.text, 1980)}` }).text;
}
