import type { Sharp } from 'sharp';
import { badRequest } from '../../platform/errors';
import { loadSharp } from './sharp';

/** Larger images are refused from their header, before a pixel is decoded (a 50,000 × 50,000 PNG is a few MB on disk and 10 GB in memory). */
export const MAX_IMAGE_PIXELS = 100_000_000;

const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000)} megapixels`;

const unreadableImage = () => badRequest('This image could not be read: the file is damaged or not an image');

/** Reads only the header: the image's upright size, or a 400 when it is too large to decode safely or unreadable. */
export async function imageSize(path: string): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  const meta = await sharp(path, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadableImage();
    });
  const { width, height } = meta.autoOrient ?? meta;
  if (!width || !height) throw unreadableImage();
  const pixels = width * height * (meta.pages ?? 1);
  if (pixels > MAX_IMAGE_PIXELS)
    throw badRequest(
      `This image is too large to process: ${width} × ${height} px is ${megapixels(pixels)} (at most ${megapixels(MAX_IMAGE_PIXELS)})`,
    );
  return { width, height };
}

const ENCODE_AS_ITSELF: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 92 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 92 }),
  'image/avif': (image) => image.avif({ quality: 70 }),
  'image/gif': (image) => image.gif(),
};

/**
 * Writes the image again without its metadata (EXIF, GPS, camera), turned upright as its EXIF
 * orientation said, in its own format. (SVG is text and is kept as it is, served sandboxed.)
 */
export async function writeCleanImage(source: string, target: string, contentType: string): Promise<void> {
  const encode = ENCODE_AS_ITSELF[contentType];
  if (!encode) throw new Error(`No encoder for ${contentType}`);
  const sharp = await loadSharp();
  const image = sharp(source, {
    limitInputPixels: MAX_IMAGE_PIXELS,
    animated: contentType === 'image/gif',
  }).autoOrient();
  await encode(image)
    .toFile(target)
    .catch(() => {
      throw unreadableImage();
    });
}
