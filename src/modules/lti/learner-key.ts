import { createHmac } from 'node:crypto';

/**
 * Tessera's name for a platform's learner: a keyed hash of the platform and the learner's id
 * there, so what is stored about them never holds that id in the clear.
 */
export const learnerKeys = (secret: string) => (platformId: string, userId: string) =>
  createHmac('sha256', secret).update(`lti-learner\n${platformId}\n${userId}`).digest('base64url').slice(0, 32);
