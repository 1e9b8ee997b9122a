import { blocksOf, bodyTextOf } from './blocks';
import { readSentences, type Sentence } from './nlp';
import { plainText } from './text';

/** The sentences of an author's content, HTML or text, its headings left out (they are no sentences). */
export const contentSentences = (content: string): Sentence[] =>
  readSentences(bodyTextOf(blocksOf(plainText(content))));
