import { newLabels } from '../new-labels';
import { labelsSchema } from '../outputs';
import { titleCase, topKeywords } from './keywords';
import { readSentences } from './nlp';
import { cut, plainText } from './text';

const MAX_LABELS = 5;

/** The content's most used nouns, as labels ("Extinguisher", "CO2"), other than those the module carries. */
export function labelsOf(content: string, existing: string[]): string[] {
  const keywords = topKeywords(readSentences(plainText(content)), MAX_LABELS + existing.length);
  const labels = keywords.map((keyword) => cut(titleCase(keyword.label), 40));
  return labelsSchema.parse({ labels: newLabels(labels, existing, MAX_LABELS) }).labels;
}
