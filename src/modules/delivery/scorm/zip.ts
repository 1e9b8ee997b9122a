import { newZipArchive } from '../../../platform/zip-archive';
import type { PackageFile } from './package-file';

/**
 * Formats that are compressed already (pictures, film, sound, fonts, office files): they are
 * stored, since deflating them again took most of a package's build time and saved under 1 %.
 */
const COMPRESSED =
  /\.(jpe?g|png|gif|webp|avif|mp4|m4v|mov|webm|mp3|m4a|aac|ogg|oga|opus|flac|woff2?|zip|docx|xlsx|pptx|odt|ods|odp|epub)$/i;

export const isStoredInZip = (path: string): boolean => COMPRESSED.test(path);

/** The files as one zip (archiver), in memory. */
export async function zipFiles(files: PackageFile[]): Promise<Buffer> {
  const archive = await newZipArchive();
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    archive.on('data', (chunk: Buffer) => chunks.push(chunk));
    archive.on('error', reject);
    archive.on('warning', reject);
    archive.on('end', () => resolve(Buffer.concat(chunks)));
    for (const file of files)
      archive.append(file.source, { name: file.path, date: new Date(0), store: isStoredInZip(file.path) });
    void archive.finalize().catch(reject);
  });
}
