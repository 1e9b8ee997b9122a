import { z } from 'zod';
import { languageCode } from '../courses';
import { PACKAGE_TYPES, REPORTING, SCORM_VERSIONS } from './scorm/versions';

const nonEmpty = z.string({ error: 'must be a non-empty string' }).trim().min(1, 'must be a non-empty string');

/** SPEC §7/§8: `dispatchType` names the edition; a missing or empty one gets the §8 message. */
export const dispatchTypeSchema = nonEmpty.pipe(
  z.enum(SCORM_VERSIONS, { error: `must be one of ${SCORM_VERSIONS.join(', ')}` }),
);

export const generatePackageBody = z.object({
  courseId: nonEmpty.pipe(z.string().max(64)),
  /** A SCORM edition, or `web` (a plain web package). */
  dispatchType: nonEmpty.pipe(z.enum(PACKAGE_TYPES, { error: `must be one of ${PACKAGE_TYPES.join(', ')}` })),
  /** SCORM 1.2 only: passed/failed (with the mastery score), or completed/incomplete. */
  reporting: z.enum(REPORTING).default('passed-failed'),
});

export const idParam = z.object({ id: z.string().min(1).max(64) });

/** `?lang=`: which of its languages the learner takes the module in (the module's own when absent or not offered). */
export const langQuery = z.object({ lang: languageCode.optional() });
