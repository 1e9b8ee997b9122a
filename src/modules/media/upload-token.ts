import { z } from 'zod';
import { AppError, forbidden } from '../../platform/errors';
import { signedClaims } from '../../platform/http/signed-claims';
import { mediaKinds } from './events';

const uploadClaims = z.object({
  mediaId: z.string(),
  orgId: z.string(),
  courseId: z.string(),
  userId: z.string(),
  kind: z.enum(mediaKinds),
  name: z.string(),
  declaredType: z.string(),
  /** Bytes allowed: the limit when the URL was given, so a later change of settings does not reopen it. */
  limit: z.number().int(),
});

export type UploadClaims = z.infer<typeof uploadClaims>;

const UPLOAD_URL_REFUSED = 'This upload link is not valid or has expired; ask for a new one';

/** The capability in a pre-signed upload URL: one file, for one course of one organisation, for 15 minutes. */
export function uploadTokens(jwtSecret: string) {
  const claims = signedClaims(jwtSecret, {
    audience: 'tessera-media-upload',
    lifetime: '15m',
    schema: uploadClaims,
    refusal: UPLOAD_URL_REFUSED,
  });
  return {
    sign: claims.sign,
    /** A tampered or expired link is 403: it was a capability, and it is gone. */
    async verify(token: string): Promise<UploadClaims> {
      try {
        return await claims.verify(token);
      } catch (err) {
        throw err instanceof AppError ? forbidden(UPLOAD_URL_REFUSED) : err;
      }
    },
  };
}
