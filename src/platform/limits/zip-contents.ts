import yauzl from 'yauzl';
import { AppError } from '../errors';

export type ZipLimits = { maxEntries: number; maxInflatedBytes: number };

/**
 * Reads a ZIP archive's directory, not its contents (nothing is inflated), and refuses one that
 * holds more entries or would inflate to more bytes than `limits` allow: a few hundred kilobytes
 * can declare gigabytes. `what` names the file for the person who sent it.
 */
export async function assertZipWithin(bytes: Buffer, limits: ZipLimits, what: string): Promise<void> {
  const damaged = () => new AppError('bad_request', `${what} is damaged: its contents cannot be listed`);
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true }).catch(() => {
    throw damaged();
  });
  try {
    if (zip.entryCount > limits.maxEntries)
      throw new AppError(
        'payload_too_large',
        `${what} holds ${zip.entryCount.toLocaleString('en')} files; at most ${limits.maxEntries.toLocaleString('en')} are read`,
      );
    let inflated = 0;
    for await (const entry of zip.eachEntry()) {
      inflated += entry.uncompressedSize;
      if (inflated > limits.maxInflatedBytes)
        throw new AppError(
          'payload_too_large',
          `${what} unpacks to more than ${Math.round(limits.maxInflatedBytes / 1024 / 1024)} MB; it cannot be read`,
        );
    }
  } catch (error) {
    throw error instanceof AppError ? error : damaged();
  } finally {
    zip.close();
  }
}
