import * as z from 'zod/mini';
import { defineBlockKind } from './kind';
import { emptyItem, type ItemField, itemTextsOf, type TitledItem, titledItems } from './items';

export const CARD_LAYOUTS = ['grid', 'stack'] as const;

/** A card's front is its title (plain text), its back its body (rich text). */
const CARD_FIELDS = [
  ['title', 'cardFront', 'text'],
  ['body', 'cardBack', 'html'],
] as const satisfies readonly ItemField<TitledItem>[];

/** Cards a learner turns over, side by side or in a stack; done once every card was turned. */
export const flashcards = defineBlockKind({
  type: 'FlashcardsBlockComponent',
  title: 'Flashcards',
  data: z.object({ layout: z.enum(CARD_LAYOUTS), items: titledItems }),
  empty: (newId) => ({ layout: 'grid' as const, items: [emptyItem(newId), emptyItem(newId), emptyItem(newId)] }),
  texts: itemTextsOf<TitledItem>(CARD_FIELDS),
  completion: 'explored',
});
