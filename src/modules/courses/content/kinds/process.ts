import * as z from 'zod/mini';
import { defineBlockKind, type KindText } from './kind';
import { emptyItem, itemTexts, titledItems } from './items';

const data = z.object({
  intro: z.string().check(z.maxLength(20_000)),
  items: titledItems,
  summary: z.string().check(z.maxLength(20_000)),
});
type ProcessData = z.infer<typeof data>;

/** The rich text the author writes before the steps (`intro`) or after them (`summary`). */
const framing = (data: ProcessData, key: 'intro' | 'summary'): KindText<ProcessData> => ({
  key,
  field: key,
  kind: 'html',
  source: data[key],
  set: (d, text) => ({ ...d, [key]: text }),
});

/** Titled steps a learner goes through one at a time, between an intro and a summary; done once the last step was reached. */
export const process = defineBlockKind({
  type: 'ProcessBlockComponent',
  title: 'Process',
  data,
  empty: (newId) => ({ intro: '', items: [emptyItem(newId), emptyItem(newId), emptyItem(newId)], summary: '' }),
  texts: (d) => [framing(d, 'intro'), ...itemTexts(d), framing(d, 'summary')],
  completion: 'explored',
});
