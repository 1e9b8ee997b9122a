import * as z from 'zod/mini';
import { URL_MAX_LENGTH } from '../embed-url';
import { mediaRef } from '../media-ref';
import { defineBlockKind, type KindText } from './kind';

export const MIN_PILES = 2;
export const MAX_PILES = 4;
export const MAX_SORT_ITEMS = 20;

const partId = z.string().check(z.minLength(1), z.maxLength(16));

const pile = z.object({ id: partId, title: z.string().check(z.maxLength(200)) });
export type SortPile = z.infer<typeof pile>;

/** A picture from the media library beside (or instead of) an item's words. */
const sortImage = z.object({
  url: z.string().check(z.maxLength(URL_MAX_LENGTH)),
  media: z.optional(mediaRef),
  alt: z.string().check(z.maxLength(500)),
});
export type SortImage = z.infer<typeof sortImage>;

/** `pile`: the id of the pile it belongs in (learners receive '' and a hash instead: sorting-check.ts). */
const sortItem = z.object({
  id: partId,
  text: z.string().check(z.maxLength(300)),
  pile: z.string().check(z.maxLength(16)),
  image: z.optional(sortImage),
});
export type SortItem = z.infer<typeof sortItem>;

const data = z.object({
  prompt: z.string().check(z.maxLength(2000)),
  piles: z.array(pile).check(z.minLength(MIN_PILES), z.maxLength(MAX_PILES)),
  items: z.array(sortItem).check(z.minLength(1), z.maxLength(MAX_SORT_ITEMS)),
});
export type SortingData = z.infer<typeof data>;

const withItem = (d: SortingData, id: string, change: (item: SortItem) => SortItem): SortingData => ({
  ...d,
  items: d.items.map((item) => (item.id === id ? change(item) : item)),
});

/** The prompt, each pile's title, each item's words and its picture's alternative text, keyed by part ids. */
function texts(d: SortingData): KindText<SortingData>[] {
  const prompt: KindText<SortingData> = {
    key: 'prompt',
    field: 'sortPrompt',
    kind: 'text',
    source: d.prompt,
    set: (data, prompt) => ({ ...data, prompt }),
  };
  const piles = d.piles.map(
    (p, i): KindText<SortingData> => ({
      key: `pile.${p.id}.title`,
      field: 'pileTitle',
      index: i + 1,
      kind: 'text',
      source: p.title,
      set: (data, title) => ({ ...data, piles: data.piles.map((it) => (it.id === p.id ? { ...it, title } : it)) }),
    }),
  );
  const items = d.items.flatMap((item, i): KindText<SortingData>[] => [
    {
      key: `item.${item.id}.text`,
      field: 'sortItem',
      index: i + 1,
      kind: 'text',
      source: item.text,
      set: (data, text) => withItem(data, item.id, (it) => ({ ...it, text })),
    },
    ...(item.image
      ? [
          {
            key: `item.${item.id}.alt`,
            field: 'alt' as const,
            index: i + 1,
            kind: 'text' as const,
            source: item.image.alt,
            set: (data: SortingData, alt: string) =>
              withItem(data, item.id, (it) => (it.image ? { ...it, image: { ...it.image, alt } } : it)),
          },
        ]
      : []),
  ]);
  return [prompt, ...piles, ...items];
}

/**
 * Items a learner sorts into two to four titled piles, by dragging or from a menu, then checks;
 * done once sorted right or out of attempts, as a question is.
 */
export const sorting = defineBlockKind({
  type: 'SortingBlockComponent',
  title: 'Sorting',
  data,
  empty: (newId) => {
    const piles = [newId(), newId()].map((id) => ({ id, title: '' }));
    return { prompt: '', piles, items: piles.map((p) => ({ id: newId(), text: '', pile: p.id })) };
  },
  texts,
  completion: 'checked',
});
