import { z } from 'zod';
import { signedClaims } from '../../platform/http/signed-claims';
import { PACKAGE_TYPES, REPORTING } from './scorm/versions';

const packageRequestSchema = z.object({
  courseId: z.string(),
  dispatchType: z.enum(PACKAGE_TYPES),
  reporting: z.enum(REPORTING),
});
export type PackageRequest = z.infer<typeof packageRequestSchema>;

/** Signed, short-lived download addresses: the browser fetches the zip without a bearer token. */
export const downloadLinks = (secret: string) =>
  signedClaims(secret, {
    audience: 'tessera:scorm-package',
    lifetime: '15m',
    schema: packageRequestSchema,
    refusal: 'This download link is not valid or has expired',
  });
