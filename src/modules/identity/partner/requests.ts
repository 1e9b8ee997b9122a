import { z } from 'zod';

export const partnerEnvQuery = z.object({ env: z.string().trim().max(40).optional() });

const optionalText = z.string().trim().max(100).optional();
const partnerName = z.string().min(1).max(64);
const partnerUserRef = z.string().trim().min(1).max(200);

/** The host site's own session id, as it appears in the iframe's `sid` and the X-SID header. */
export const hostSid = z.string().regex(/^[A-Za-z0-9._~-]{16,200}$/, 'must be 16 to 200 letters, digits or . _ ~ -');
/** An http(s) origin: scheme, host and optional port, no path. */
const hostAddress = z
  .string()
  .max(300)
  .regex(
    /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/,
    'must be an http(s) origin such as https://lms.example.com (no path)',
  )
  .transform((origin) => origin.toLowerCase());

export const partnerSignInBody = z.object({
  partner: partnerName,
  /** Embedded mode: the host site's session that the iframe will exchange for a bound token. */
  session: z.object({ sid: hostSid, hostaddr: hostAddress }).optional(),
  userData: z.object({
    id: partnerUserRef,
    email: z.email().max(254).optional(),
    first_name: optionalText,
    last_name: optionalText,
    orgId: z.string().trim().min(1).max(200).optional(),
    /** SPEC §3 User flags the partner system sets; they are kept and shown as sent. */
    tga: z.boolean().optional(),
    baUser: z.boolean().optional(),
  }),
});

/** The iframe's exchange: its host page's origin (the user and session come in X-ID and X-SID). */
export const hostSessionBody = z.object({ hostaddr: hostAddress });

export const endHostSessionBody = z.object({
  partner: partnerName,
  userData: z.object({ id: partnerUserRef }),
  sid: hostSid,
});

/** The caller chooses for itself: `userObjId`, when given, must be the caller. */
export const templateBody = z.object({
  courseId: z.string().min(1).max(64),
  userObjId: z.string().min(1).max(64).optional(),
  baUser: z.boolean().optional(),
});
