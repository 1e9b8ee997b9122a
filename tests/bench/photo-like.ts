/**
 * A photo-like JPEG for the media benchmarks: detail at every scale (noise from coarse to the
 * pixel, as a camera's scene and sensor give), colour gradients, and shapes with hard edges, saved
 * as a camera saves it (quality 92, 4:2:0 chroma). A flat colour or pure noise would flatter or
 * punish the encoders in ways no photo does.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Noise cells `cell` pixels wide, smoothly upscaled to the whole picture. */
function noiseAtScale(width: number, height: number, cell: number): Promise<Buffer> {
  const w = Math.ceil(width / cell);
  const h = Math.ceil(height / cell);
  return sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
}

const SCALES = [
  { cell: 200, weight: 0.27 },
  { cell: 50, weight: 0.15 },
  { cell: 12, weight: 0.09 },
  { cell: 3, weight: 0.08 },
  { cell: 1, weight: 0.06 },
];

/** Objects with edges: discs, bars and lines of solid and graded colour. */
function shapes(width: number, height: number): Buffer {
  const items: string[] = [];
  for (let i = 0; i < 40; i++) {
    const x = (i * 977) % width;
    const y = (i * 613) % height;
    const size = 60 + ((i * 131) % 400);
    const hue = (i * 47) % 360;
    if (i % 3 === 0)
      items.push(`<circle cx="${x}" cy="${y}" r="${size / 2}" fill="hsl(${hue},60%,50%)" fill-opacity="0.55"/>`);
    else if (i % 3 === 1)
      items.push(
        `<rect x="${x}" y="${y}" width="${size}" height="${size / 3}" fill="url(#g)" transform="rotate(${i * 17} ${x} ${y})"/>`,
      );
    else
      items.push(
        `<line x1="${x}" y1="${y}" x2="${(x + size * 3) % width}" y2="${(y + size) % height}" stroke="hsl(${hue},40%,20%)" stroke-width="${2 + (i % 7)}"/>`,
      );
  }
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g"><stop offset="0" stop-color="#f4e3c1"/><stop offset="1" stop-color="#2d4a6b"/></linearGradient></defs>
${items.join('\n')}</svg>`);
}

export async function writePhotoLike(path: string, width: number, height: number): Promise<void> {
  const layers = await Promise.all(SCALES.map((s) => noiseAtScale(width, height, s.cell)));
  const pixels = Buffer.alloc(width * height * 3);
  for (let p = 0, i = 0; p < width * height; p++) {
    const x = p % width;
    const y = (p - x) / width;
    for (let c = 0; c < 3; c++, i++) {
      let value = (c === 0 ? x / width : c === 1 ? y / height : 1 - x / width) * 100;
      for (let k = 0; k < SCALES.length; k++) value += layers[k]![i]! * SCALES[k]!.weight;
      pixels[i] = value;
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: shapes(width, height) }])
    .jpeg({ quality: 92, chromaSubsampling: '4:2:0' })
    .toFile(path);
}
