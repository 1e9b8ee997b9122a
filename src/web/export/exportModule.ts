import * as z from 'zod/mini';
import {
  createDispatch,
  downloadFile,
  generatePackage,
  saveFile,
  type Reporting,
  type ScormVersion,
} from '../api/exports';
import { describeError, isApiError } from '../api/errors';

export type ExportKind = 'bundled' | 'dispatch' | 'cmi5' | 'web';
/** Packages that are not SCORM: with no dispatch to fall back to, each is made as asked or not at all. */
export const STANDALONE_KINDS = { cmi5: 'a cmi5 package', web: 'a web package' } as const;
export const isStandalone = (kind: ExportKind): kind is keyof typeof STANDALONE_KINDS => kind in STANDALONE_KINDS;
export type ExportRequest = { courseId: string; version: ScormVersion; kind: ExportKind; reporting: Reporting };
export type ExportStage =
  | { step: 'preparing' }
  | { step: 'downloading'; fraction: number | null }
  | { step: 'fallback'; reason: string; media: RefusedMedia[] }
  | { step: 'done'; fileName: string };

const DISPATCH_FAILED = 'Failed to create dispatch';

/** A medium the server would not put in the full package, and why (the 503's `details.media`). */
export type RefusedMedia = { url: string; reason: string };
const refusedMedia = z.object({ media: z.array(z.object({ url: z.string(), reason: z.string() })) });
const refusedMediaOf = (error: unknown): RefusedMedia[] =>
  isApiError(error) ? (refusedMedia.safeParse(error.details).data?.media ?? []) : [];

/** A cmi5 or web package that could not be made (it has no dispatch to fall back to), with the media that kept it. */
export class PackageRefused extends Error {
  constructor(
    message: string,
    readonly media: RefusedMedia[],
  ) {
    super(message);
  }
}

/**
 * Builds and downloads a package. SPEC §8: a bundled download that fails falls back to the
 * dispatch approach; a dispatch that cannot be created is logged and the download stops. A cmi5
 * or web package has no fallback: a dispatch is SCORM, and needs Tessera where a web package does not.
 */
export async function exportModule(request: ExportRequest, onStage: (stage: ExportStage) => void): Promise<void> {
  const reporting = request.version === 'scorm12' ? request.reporting : undefined;
  const download = async (url: string, fallbackName: string) => {
    const { blob, fileName } = await downloadFile(url, (fraction) => onStage({ step: 'downloading', fraction }));
    const name = fileName ?? fallbackName;
    saveFile(blob, name);
    onStage({ step: 'done', fileName: name });
  };

  onStage({ step: 'preparing' });
  if (isStandalone(request.kind)) {
    const made = await generatePackage(request.courseId, request.kind).catch((error: unknown) => {
      throw new PackageRefused(describeError(error), refusedMediaOf(error));
    });
    return await download(made.downloadUrl, made.packageName);
  }
  if (request.kind === 'bundled') {
    try {
      const { downloadUrl, packageName } = await generatePackage(request.courseId, request.version, reporting);
      return await download(downloadUrl, packageName);
    } catch (error) {
      onStage({ step: 'fallback', reason: describeError(error), media: refusedMediaOf(error) });
    }
  }
  const dispatch = await createDispatch(request.courseId, request.version, reporting).catch((error: unknown) => {
    console.error(DISPATCH_FAILED, error);
    throw new Error(`${DISPATCH_FAILED}: ${describeError(error)}`);
  });
  await download(dispatch.downloadUrl, 'Course.zip');
}
