import * as z from 'zod/mini';
import { defineBlockKind } from './kind';
import { emptyItem, itemTexts, titledItems } from './items';

/** Panels behind a row of tabs, one shown at a time (WAI-ARIA tabs); done once every tab was shown. */
export const tabs = defineBlockKind({
  type: 'TabsBlockComponent',
  title: 'Tabs',
  data: z.object({ items: titledItems }),
  empty: (newId) => ({ items: [emptyItem(newId), emptyItem(newId), emptyItem(newId)] }),
  texts: itemTexts,
  completion: 'explored',
});
