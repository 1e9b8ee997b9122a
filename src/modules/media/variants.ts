/**
 * The widths an image is stored at besides its original, and how a page asks for them. Pure, so
 * the web app and the server (which writes the files) agree on every name.
 */
/** A media id is unguessable: 24 characters of a 54-letter alphabet (about 138 bits). */
export const MEDIA_ID_LENGTH = 24;

const VARIANT_WIDTHS = [400, 800, 1200, 1600, 2400] as const;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Where an upload's files are served from; the media id is unguessable and names the file's one organisation. */
export const mediaFileUrl = (mediaId: string, file: string) => `/api/media/files/${mediaId}/${file}`;

export const variantFile = (width: number, format: VariantFormat) => `w${width}.${format}`;
/** Every name variantFile makes (an image 1 px wide included), and no other. */
export const isVariantFile = (file: string) => /^w\d{1,4}\.(avif|webp)$/.test(file);

/** Animated and vector images are served as they are: resizing would lose the animation or the sharpness. */
export const hasVariants = (contentType: string) => contentType !== 'image/gif' && contentType !== 'image/svg+xml';

const WIDEST = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;

/** The variant widths of an image this wide: the standard ones below it, and its own width (at most the widest). */
export function variantWidths(width: number): number[] {
  const top = Math.min(width, WIDEST);
  return [...VARIANT_WIDTHS.filter((w) => w < top), top];
}

export type MediaRef = { id: string; contentType: string; width?: number; height?: number };

/** `srcset` of each modern format, for `<picture><source type=…>`; empty for an image kept as it is. */
export function imageSources(ref: MediaRef): { type: string; srcSet: string }[] {
  if (!hasVariants(ref.contentType) || !ref.width) return [];
  const widths = variantWidths(ref.width);
  return VARIANT_FORMATS.map((format) => ({
    type: `image/${format}`,
    srcSet: widths.map((w) => `${mediaFileUrl(ref.id, variantFile(w, format))} ${w}w`).join(', '),
  })).filter((s) => s.srcSet !== '');
}
