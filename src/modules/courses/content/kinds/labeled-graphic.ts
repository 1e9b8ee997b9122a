import * as z from 'zod/mini';
import { defineBlockKind, type KindText } from './kind';
import { type ItemField, itemsOf, itemTextsOf, titledItem } from './items';
import { pictureFields } from './media';

/** Where a marker sits on the image, in % of its width (x) and height (y) from the top left corner. */
const percent = z.number().check(z.gte(0), z.lte(100));

/** A marker: where it is, and the note it opens (a title, rich text, and an image when the author gives one). */
const marker = z.extend(titledItem, { x: percent, y: percent, ...pictureFields });
export type GraphicMarker = z.infer<typeof marker>;

const MARKER_FIELDS = [
  ['title', 'markerTitle', 'text'],
  ['body', 'markerText', 'html'],
  ['alt', 'markerAlt', 'text'],
] as const satisfies readonly ItemField<GraphicMarker>[];
const markerTexts = itemTextsOf<GraphicMarker>(MARKER_FIELDS);

const data = z.object({ ...pictureFields, items: itemsOf(marker) });
type LabeledGraphicData = z.infer<typeof data>;

export const emptyMarker = (id: string, x = 50, y = 50): GraphicMarker => ({
  id,
  x,
  y,
  title: '',
  body: '',
  url: '',
  alt: '',
});

const altText = (d: LabeledGraphicData): KindText<LabeledGraphicData> => ({
  key: 'alt',
  field: 'alt',
  kind: 'text',
  source: d.alt,
  set: (next, alt) => ({ ...next, alt }),
});

/** An image with numbered markers on it, each opening a note; done once every note was opened. */
export const labeledGraphic = defineBlockKind({
  type: 'LabeledGraphicBlockComponent',
  title: 'Labeled graphic',
  data,
  empty: (newId) => ({ url: '', alt: '', items: [emptyMarker(newId(), 25), emptyMarker(newId(), 75)] }),
  texts: (d) => [altText(d), ...markerTexts(d)],
  media: (d) => [d.url, ...d.items.map((m) => m.url)],
  completion: 'explored',
});
