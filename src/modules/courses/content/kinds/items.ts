import * as z from 'zod/mini';
import type { KindText } from './kind';

export const ITEM_ID_LENGTH = 8;
export const MAX_ITEMS = 30;

/** A part of a block a learner opens: a title and its rich-text body (an accordion's panel, a tab, a step). */
export const titledItem = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(16)),
  title: z.string().check(z.maxLength(500)),
  body: z.string().check(z.maxLength(20_000)),
});
export type TitledItem = z.infer<typeof titledItem>;

export const titledItems = z.array(titledItem).check(z.minLength(1), z.maxLength(MAX_ITEMS));

export const emptyItem = (newId: () => string): TitledItem => ({ id: newId(), title: '', body: '' });

/** Each item's title (text) and body (html), in order, as texts of a block whose data holds them under `items`. */
export function itemTexts<D extends { items: TitledItem[] }>(data: D): KindText<D>[] {
  const withItem = (d: D, id: string, change: Partial<TitledItem>): D => ({
    ...d,
    items: d.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
  });
  return data.items.flatMap((item, i) => [
    {
      key: `item.${item.id}.title`,
      field: 'itemTitle' as const,
      index: i + 1,
      kind: 'text' as const,
      source: item.title,
      set: (d: D, text: string) => withItem(d, item.id, { title: text }),
    },
    {
      key: `item.${item.id}.body`,
      field: 'itemText' as const,
      index: i + 1,
      kind: 'html' as const,
      source: item.body,
      set: (d: D, text: string) => withItem(d, item.id, { body: text }),
    },
  ]);
}
