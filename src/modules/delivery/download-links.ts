import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { unauthorized } from '../../platform/errors';
import { REPORTING, SCORM_VERSIONS } from './scorm/versions';

const AUDIENCE = 'tessera:scorm-package';
const LIFETIME = '15m';

const packageRequestSchema = z.object({
  courseId: z.string(),
  dispatchType: z.enum(SCORM_VERSIONS),
  reporting: z.enum(REPORTING),
});
export type PackageRequest = z.infer<typeof packageRequestSchema>;

/** Signed, short-lived download addresses: the browser fetches the zip without a bearer token. */
export function downloadLinks(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (request: PackageRequest) =>
      new SignJWT(request)
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(LIFETIME)
        .sign(key),
    async verify(token: string): Promise<PackageRequest> {
      const payload = await jwtVerify(token, key, { algorithms: ['HS256'], audience: AUDIENCE }).then(
        (r) => r.payload,
        () => null,
      );
      const parsed = packageRequestSchema.safeParse(payload);
      if (!parsed.success) throw unauthorized('This download link is not valid or has expired');
      return parsed.data;
    },
  };
}
