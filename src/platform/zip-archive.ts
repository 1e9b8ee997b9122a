import type { ZipArchive } from 'archiver';

/**
 * A new zip being written (archiver, deflate level 6). archiver is loaded with the first zip: it
 * cost start-up a fifth of a second, for exports and packages a server makes now and then.
 */
export async function newZipArchive(): Promise<ZipArchive> {
  const archiver = await import('archiver');
  return new archiver.ZipArchive({ zlib: { level: 6 } });
}
