import * as z from 'zod/mini';
import { defineBlockKind } from './kind';
import { type ItemField, itemsOf, itemTextsOf, PART_FIELDS, titledItem } from './items';

/** An event: when it was (free words, "1969", "Day 2"), its title and its text. */
const timelineEvent = z.extend(titledItem, { date: z.string().check(z.maxLength(100)) });
type TimelineEvent = z.infer<typeof timelineEvent>;

const EVENT_FIELDS = [
  ['date', 'eventDate', 'text'],
  ...PART_FIELDS,
] as const satisfies readonly ItemField<TimelineEvent>[];

/** Dated events in order, read top to bottom; done once seen, like a text block. */
export const timeline = defineBlockKind({
  type: 'TimelineBlockComponent',
  title: 'Timeline',
  data: z.object({ items: itemsOf(timelineEvent) }),
  empty: (newId) => ({
    items: [0, 1, 2].map(() => ({ id: newId(), date: '', title: '', body: '' })),
  }),
  texts: itemTextsOf<TimelineEvent>(EVENT_FIELDS),
  completion: 'seen',
});
