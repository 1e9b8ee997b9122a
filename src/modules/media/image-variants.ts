import { join } from 'node:path';
import type { Sharp } from 'sharp';
import type { ImageVariant } from './events';
import { MAX_IMAGE_PIXELS } from './clean-image';
import { loadSharp } from './sharp';
import { VARIANT_FORMATS, type VariantFormat, variantFile, variantWidths } from './variants';

const ENCODE: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 3 }),
  webp: (image) => image.webp({ quality: 80 }),
};

/**
 * Writes every width × format of an image into `dir`. The image is decoded once, at the widest
 * width needed, and each variant is made from those pixels (memory stays near one decoded copy).
 */
export async function writeImageVariants(
  source: string,
  width: number,
  dir: string,
): Promise<(ImageVariant & { path: string })[]> {
  const widths = variantWidths(width);
  const sharp = await loadSharp();
  const widest = await sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h, channels } = widest.info;
  const variants: (ImageVariant & { path: string })[] = [];
  for (const target of widths) {
    for (const format of VARIANT_FORMATS) {
      const path = join(dir, variantFile(target, format));
      const resized = sharp(widest.data, { raw: { width: w, height: h, channels } }).resize({ width: target });
      const { size } = await ENCODE[format](resized).toFile(path);
      variants.push({ width: target, format, size, path });
    }
  }
  return variants;
}
