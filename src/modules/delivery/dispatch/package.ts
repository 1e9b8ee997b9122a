import { configScript, DISPATCH_CONFIG_FILE, type DispatchConfig } from '../package-config';
import { zipScoPackage } from '../scorm/package';
import { LAUNCHER_ENTRY, webEntryFiles } from '../scorm/web-entry';

/** A dispatch's thin package: the launcher that frames the live module from Tessera, and its configuration. */
export async function buildDispatchPackage(
  config: DispatchConfig,
  masteryScore: number | null,
  courseId: string,
  webRoot: string,
): Promise<Buffer> {
  const launcher = await webEntryFiles(webRoot, LAUNCHER_ENTRY, `<script src="${DISPATCH_CONFIG_FILE}"></script>`);
  return zipScoPackage({
    version: config.runtime,
    courseId,
    title: config.title,
    masteryScore,
    files: [...launcher, { path: DISPATCH_CONFIG_FILE, source: configScript('TESSERA_DISPATCH', config) }],
  });
}
