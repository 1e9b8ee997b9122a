import type { LearnerModule } from './learner-module';
import type { Reporting, ScormVersion } from './scorm/versions';

/**
 * What a bundled package hands its player (`window.TESSERA_PACKAGE`, from tessera-package.js):
 * the module in its own language, and in each other language it offers.
 */
export type BundledConfig = {
  /**
   * The LMS's SCORM edition; `cmi5`: the LMS launches the player as a cmi5 AU; `web`: no LMS,
   * progress kept in the learner's browser (a web package).
   */
  runtime: ScormVersion | 'cmi5' | 'web';
  reporting: Reporting;
  module: LearnerModule;
  otherLanguages: LearnerModule[];
};

/** What a dispatch package hands its launcher (`window.TESSERA_DISPATCH`, from tessera-dispatch.js). */
export type DispatchConfig = {
  runtime: ScormVersion;
  reporting: Reporting;
  title: string;
  server: string;
  dispatchId: string;
  secret: string;
};

export const BUNDLED_CONFIG_FILE = 'tessera-package.js';
/** Where a bundled package keeps its theme's font files (the player loads them from there, never from the web). */
export const PACKAGE_FONT_DIR = 'fonts/';
export const DISPATCH_CONFIG_FILE = 'tessera-dispatch.js';

export const configScript = (global: string, config: BundledConfig | DispatchConfig) =>
  `window.${global} = ${JSON.stringify(config)};\n`;
