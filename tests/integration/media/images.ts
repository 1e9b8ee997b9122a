import { createDeflate } from 'node:zlib';
import sharp from 'sharp';

export const EXIF_MARKER = 'GPS-SECRET-MARKER-52.37N';

/** A photo-like JPEG (noise, so encoders work as on a real photo) carrying EXIF that must not survive. */
export async function photoWithExif(width: number, height: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + ((i / width) | 0) * 31) & 0xff;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Copyright: EXIF_MARKER, ImageDescription: EXIF_MARKER } })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/**
 * A real decompression bomb: a valid 1-bit greyscale PNG of `side` × `side` pixels, all black,
 * under a megabyte on disk and gigabytes once decoded.
 */
export async function pngBomb(side: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rowsPerWrite = 1000;
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * rowsPerWrite);
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (d: Buffer) => compressed.push(d));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  for (let written = 0; written < side; written += rowsPerWrite) {
    const count = Math.min(rowsPerWrite, side - written);
    if (!deflate.write(count === rowsPerWrite ? rows : rows.subarray(0, (rows.length / rowsPerWrite) * count)))
      await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
