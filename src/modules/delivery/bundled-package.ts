import type { LearnerModule } from './learner-module';
import { fontPackageFiles, themeFonts } from '../themes';
import { BUNDLED_CONFIG_FILE, configScript, PACKAGE_FONT_DIR } from './package-config';
import { bundleMedia, type MediaSources } from './scorm/media';
import { zipScoPackage } from './scorm/package';
import type { Reporting, ScormVersion } from './scorm/versions';
import { PLAYER_ENTRY, webEntryFiles } from './scorm/web-entry';

export type BundledPackageInput = {
  module: LearnerModule;
  version: ScormVersion;
  reporting: Reporting;
  sources: MediaSources;
};

/** SCORM 1.2 completed/incomplete reporting leaves the mastery score out, so the LMS never turns it into failed. */
export const masteryScoreOf = (module: LearnerModule, version: ScormVersion, reporting: Reporting) =>
  version === 'scorm12' && reporting === 'completed-incomplete' ? null : module.settings.quiz.passScore;

/** The theme's fonts, for a package that must look the same inside an LMS without the web. */
async function themeFontFiles(module: LearnerModule) {
  const fonts = await fontPackageFiles(themeFonts(module.look));
  return fonts.map(({ file, source }) => ({ path: `${PACKAGE_FONT_DIR}${file.file}`, source }));
}

/** The whole module in one package: the player, the module with its media and fonts, nothing fetched from the web. */
export async function buildBundledPackage({
  module,
  version,
  reporting,
  sources,
}: BundledPackageInput): Promise<Buffer> {
  const media = await bundleMedia(module, sources);
  const player = await webEntryFiles(sources.webRoot, PLAYER_ENTRY, `<script src="${BUNDLED_CONFIG_FILE}"></script>`);
  const config = {
    path: BUNDLED_CONFIG_FILE,
    source: configScript('TESSERA_PACKAGE', { runtime: version, reporting, module: media.module }),
  };
  return zipScoPackage({
    version,
    courseId: module.id,
    title: module.title,
    masteryScore: masteryScoreOf(module, version, reporting),
    files: [...player, config, ...media.files, ...(await themeFontFiles(module))],
  });
}
