import { newZipArchive } from '../../../platform/zip-archive';
import type { PackageFile } from './package-file';

/** The files as one zip (archiver), in memory. */
export async function zipFiles(files: PackageFile[]): Promise<Buffer> {
  const archive = await newZipArchive();
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    archive.on('data', (chunk: Buffer) => chunks.push(chunk));
    archive.on('error', reject);
    archive.on('warning', reject);
    archive.on('end', () => resolve(Buffer.concat(chunks)));
    for (const file of files) archive.append(file.source, { name: file.path, date: new Date(0) });
    void archive.finalize().catch(reject);
  });
}
