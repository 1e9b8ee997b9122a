import * as z from 'zod/mini';
import { defineBlockKind } from './kind';
import { emptyItem, itemTexts, titledItems } from './items';

/** Panels a learner opens one by one (WAI-ARIA accordion); done once every panel was opened. */
export const accordion = defineBlockKind({
  type: 'AccordionBlockComponent',
  title: 'Accordion',
  data: z.object({ items: titledItems }),
  empty: (newId) => ({ items: [emptyItem(newId), emptyItem(newId), emptyItem(newId)] }),
  texts: itemTexts,
  completion: 'explored',
});
