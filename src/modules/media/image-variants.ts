import { join } from 'node:path';
import type { Sharp } from 'sharp';
import type { ImageVariant } from './events';
import { MAX_IMAGE_PIXELS } from './clean-image';
import { loadSharp } from './sharp';
import { VARIANT_FORMATS, type VariantFormat, variantFile, variantWidths } from './variants';

/**
 * AVIF at effort 1 (libaom speed 8): on a 12-MP photo, a soft photo and a screenshot the files
 * came out 0–4 % larger than at effort 3 with the same SSIM and PSNR, for a quarter of the CPU
 * (docs/performance.md).
 */
const ENCODE: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 1 }),
  webp: (image) => image.webp({ quality: 80 }),
};

/**
 * Writes every width × format of an image into `dir`. The image is decoded once, at the widest
 * width needed, and each variant is made from those pixels (memory stays near one decoded copy).
 * The formats are encoded side by side (one core each, sharp's libvips runs one thread per image
 * on glibc), each widest first: the encoder's large buffers come first and the smaller ones reuse
 * their memory, where growing sizes left the heap fragmented (a peak a third higher).
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
  const written = await Promise.all(
    VARIANT_FORMATS.map(async (format) => {
      const variants: (ImageVariant & { path: string })[] = [];
      for (const target of widths.toReversed()) {
        const path = join(dir, variantFile(target, format));
        const resized = sharp(widest.data, { raw: { width: w, height: h, channels } }).resize({ width: target });
        const { size } = await ENCODE[format](resized).toFile(path);
        variants.push({ width: target, format, size, path });
      }
      return variants;
    }),
  );
  return written.flat().sort((a, b) => a.width - b.width);
}
