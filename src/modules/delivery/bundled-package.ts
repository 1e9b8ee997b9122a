import type { LearnerModule } from './learner-module';
import { fontPackageFiles, themeFonts } from '../themes';
import { BUNDLED_CONFIG_FILE, type BundledConfig, configScript, PACKAGE_FONT_DIR } from './package-config';
import { bundleMedia, type MediaSources } from './scorm/media';
import { zipScoPackage } from './scorm/package';
import type { Reporting, ScormVersion } from './scorm/versions';
import { PLAYER_ENTRY, webEntryFiles } from './scorm/web-entry';

export type BundledPackageInput = {
  /** The module in each language it offers, its own first. */
  modules: LearnerModule[];
  version: ScormVersion;
  reporting: Reporting;
  sources: MediaSources;
};

/**
 * What every self-contained package holds besides its player: the module in each language (media
 * addresses made package paths) as the player's configuration, the media and the theme's fonts.
 */
export async function moduleContents(
  modules: LearnerModule[],
  runtime: BundledConfig['runtime'],
  reporting: Reporting,
  sources: MediaSources,
) {
  const media = await bundleMedia(modules, sources);
  const [own, ...otherLanguages] = media.modules;
  const config = {
    path: BUNDLED_CONFIG_FILE,
    source: configScript('TESSERA_PACKAGE', { runtime, reporting, module: own!, otherLanguages }),
  };
  return [config, ...media.files, ...(await themeFontFiles(modules[0]!))];
}

/** SCORM 1.2 completed/incomplete reporting leaves the mastery score out, so the LMS never turns it into failed. */
export const masteryScoreOf = (module: LearnerModule, version: ScormVersion, reporting: Reporting) =>
  version === 'scorm12' && reporting === 'completed-incomplete' ? null : module.settings.quiz.passScore;

/** The theme's fonts, for a package that must look the same inside an LMS without the web. */
async function themeFontFiles(module: LearnerModule) {
  const fonts = await fontPackageFiles(themeFonts(module.look));
  return fonts.map(({ file, source }) => ({ path: `${PACKAGE_FONT_DIR}${file.file}`, source }));
}

/**
 * The whole module in one package: the player, the module with its media and fonts, nothing
 * fetched from the web.
 *
 * A translated module is ONE package holding the module in every language it offers, and the
 * player's language chooser switches between them without a network; not one package per
 * language. One package is one LMS registration: one score, one completion and one suspend data
 * (kept by block ids, the same in every language), so a learner who switches language mid-way
 * keeps their progress, and the author uploads and reports on one thing. The LMS's language
 * (cmi.learner_preference.language) picks the one a learner starts in.
 */
export async function buildBundledPackage({
  modules,
  version,
  reporting,
  sources,
}: BundledPackageInput): Promise<Buffer> {
  const module = modules[0]!;
  const player = await webEntryFiles(sources.webRoot, PLAYER_ENTRY, `<script src="${BUNDLED_CONFIG_FILE}"></script>`);
  return zipScoPackage({
    version,
    courseId: module.id,
    title: module.title,
    masteryScore: masteryScoreOf(module, version, reporting),
    files: [...player, ...(await moduleContents(modules, version, reporting, sources))],
  });
}
