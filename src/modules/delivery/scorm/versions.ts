/** The SCORM editions Tessera packages for, and how SCORM 1.2 reports (some LMSs cannot leave "failed"). */
export const SCORM_VERSIONS = ['scorm12', 'scorm2004'] as const;
export type ScormVersion = (typeof SCORM_VERSIONS)[number];
/**
 * What the generate call packages: a SCORM edition, `cmi5` (a course structure and one AU that
 * reports xAPI statements to the LMS's LRS), or `web`, plain static files for any web server (no LMS).
 */
export const PACKAGE_TYPES = [...SCORM_VERSIONS, 'cmi5', 'web'] as const;
export const REPORTING = ['passed-failed', 'completed-incomplete'] as const;
export type Reporting = (typeof REPORTING)[number];

/** Suspend data limits: SCORM 1.2 cmi.suspend_data is 4,096 characters, SCORM 2004 4th edition 64,000. */
export const SUSPEND_DATA_LIMIT: Record<ScormVersion, number> = { scorm12: 4096, scorm2004: 64000 };
