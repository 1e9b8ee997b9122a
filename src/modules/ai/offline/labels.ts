import { labelsSchema } from '../outputs';
import { titleCase, topKeywords } from './keywords';
import { readSentences } from './nlp';
import { cut, plainText } from './text';

const MAX_LABELS = 5;

/** The content's most used nouns, as labels ("Extinguisher", "CO2"). */
export function labelsOf(content: string): string[] {
  const keywords = topKeywords(readSentences(plainText(content)), MAX_LABELS);
  return labelsSchema.parse({ labels: keywords.map((keyword) => cut(titleCase(keyword.label), 40)) }).labels;
}
