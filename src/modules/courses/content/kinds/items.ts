import * as z from 'zod/mini';
import type { KindText, KindTextField, TextKind } from './kind';

export const ITEM_ID_LENGTH = 8;
export const MAX_ITEMS = 30;

/** A part of a block a learner opens: a title and its rich-text body (an accordion's panel, a tab, a step, a card). */
export const titledItem = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(16)),
  title: z.string().check(z.maxLength(500)),
  body: z.string().check(z.maxLength(20_000)),
});
export type TitledItem = z.infer<typeof titledItem>;

export const itemsOf = <S extends z.ZodMiniType>(item: S) =>
  z.array(item).check(z.minLength(1), z.maxLength(MAX_ITEMS));
export const titledItems = itemsOf(titledItem);

export const emptyItem = (newId: () => string): TitledItem => ({ id: newId(), title: '', body: '' });

/** One text of each item: which of its properties, the translator's name for it, and whether it is rich text. */
export type ItemField<I> = readonly [prop: keyof I & string, field: KindTextField, kind: TextKind];

/** A part's title and text, as the translation workspace names them. */
export const PART_FIELDS = [
  ['title', 'itemTitle', 'text'],
  ['body', 'itemText', 'html'],
] as const satisfies readonly ItemField<TitledItem>[];

/**
 * The texts `fields` of each item of a block whose data holds them under `items`, item by item,
 * keyed `item.<id>.<prop>` so they stay put when items move.
 */
export const itemTextsOf =
  <I extends { id: string }>(fields: readonly ItemField<I>[]) =>
  <D extends { items: I[] }>(data: D): KindText<D>[] => {
    const withItem = (d: D, id: string, change: Partial<I>): D => ({
      ...d,
      items: d.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
    });
    return data.items.flatMap((item, i) =>
      fields.map(([prop, field, kind]) => ({
        key: `item.${item.id}.${prop}`,
        field,
        index: i + 1,
        kind,
        source: String(item[prop]),
        set: (d: D, text: string) => withItem(d, item.id, { [prop]: text } as Partial<I>),
      })),
    );
  };

/** Each part's title and text. */
export const itemTexts = itemTextsOf<TitledItem>(PART_FIELDS);
