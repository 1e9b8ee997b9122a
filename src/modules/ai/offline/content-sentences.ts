import { blocksOf, bodyTextOf } from './blocks';
import { readSentences, type Sentence } from './nlp';
import { plainText } from './text';

/** An author's content as the assistant reads it: its sentences, and the headings it left out of them. */
export type ContentText = {
  sentences: Sentence[];
  /** The heading the content opens with: the module's title. */
  title: string | undefined;
  headings: string[];
};

/** The sentences of an author's content, HTML or text, its headings apart (they are no sentences). */
export function readContent(content: string): ContentText {
  const blocks = blocksOf(plainText(content));
  return {
    sentences: readSentences(bodyTextOf(blocks)),
    title: blocks[0]?.heading,
    headings: blocks.flatMap((block) => (block.heading === undefined ? [] : [block.heading])),
  };
}

export const contentSentences = (content: string): Sentence[] => readContent(content).sentences;
