import * as z from 'zod/mini';
import { defineBlockKind } from './kind';
import { type ItemField, itemsOf, itemTextsOf } from './items';
import { pictureFields } from './media';

export const GALLERY_LAYOUTS = ['grid', 'carousel'] as const;
export type GalleryLayout = (typeof GALLERY_LAYOUTS)[number];

/** One image of a gallery, with its caption. */
const galleryImage = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(16)),
  ...pictureFields,
  caption: z.string().check(z.maxLength(1000)),
});
export type GalleryImage = z.infer<typeof galleryImage>;

const IMAGE_FIELDS = [
  ['alt', 'alt', 'text'],
  ['caption', 'caption', 'text'],
] as const satisfies readonly ItemField<GalleryImage>[];

export const emptyGalleryImage = (id: string): GalleryImage => ({ id, url: '', alt: '', caption: '' });

/** Images with their captions, side by side or one at a time (a carousel that never moves by itself); seen like an image. */
export const gallery = defineBlockKind({
  type: 'GalleryBlockComponent',
  title: 'Image gallery',
  data: z.object({ layout: z.enum(GALLERY_LAYOUTS), items: itemsOf(galleryImage) }),
  empty: (newId) => ({ layout: 'grid' as const, items: [emptyGalleryImage(newId()), emptyGalleryImage(newId())] }),
  texts: itemTextsOf<GalleryImage>(IMAGE_FIELDS),
  media: (d) => d.items.map((image) => image.url),
  completion: 'seen',
});
