import * as z from 'zod/mini';
import { defineBlockKind } from './kind';

export const LIST_STYLES = ['numbered', 'bulleted', 'checkbox'] as const;
export type ListStyle = (typeof LIST_STYLES)[number];
export const MAX_LIST_ITEMS = 50;

const listItem = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(16)),
  text: z.string().check(z.maxLength(500)),
});
export type ListItem = z.infer<typeof listItem>;

/** Items shown numbered, bulleted, or as a checklist learners tick for themselves (kept only in the page). */
export const list = defineBlockKind({
  type: 'ListBlockComponent',
  title: 'List',
  data: z.object({
    style: z.enum(LIST_STYLES),
    items: z.array(listItem).check(z.minLength(1), z.maxLength(MAX_LIST_ITEMS)),
  }),
  empty: (newId) => ({
    style: 'bulleted' as const,
    items: [newId(), newId(), newId()].map((id) => ({ id, text: '' })),
  }),
  texts: (data) =>
    data.items.map((item, i) => ({
      key: `item.${item.id}.text`,
      field: 'listItem',
      index: i + 1,
      kind: 'text',
      source: item.text,
      set: (d, text) => ({ ...d, items: d.items.map((it) => (it.id === item.id ? { ...it, text } : it)) }),
    })),
  completion: 'seen',
});
