import { z } from 'zod';
import { signedClaims } from '../../../platform/http/signed-claims';

export const VIEWER_TOKEN_REFUSED = 'This learner view has expired; open the module again.';

/**
 * What a learner's view of a published module gives the player: the server's word for who this
 * learner is in this module (a keyed hash, never an address), which their statements must carry.
 * A script cannot make learners up: each needs a view, and views are limited per address.
 */
export const viewerTokens = (jwtSecret: string) =>
  signedClaims(jwtSecret, {
    audience: 'tessera-learner-viewer',
    lifetime: '12h',
    schema: z.object({ courseId: z.string(), viewer: z.string() }),
    refusal: VIEWER_TOKEN_REFUSED,
  });
