import { z } from 'zod';
import { forbidden } from '../../platform/errors';
import type { EventStore } from '../../platform/eventstore/types';
import { hasAccountSession, type Principal } from '../../platform/http/env';
import { signedClaims } from '../../platform/http/signed-claims';
import { OPERATORS_STREAM } from './events';
import { OPERATORS_ONLY } from './shared';

export const GRANT_INVALID =
  'This operator link is not valid or has expired. Run `npm run operator -- grant <your email>` on the server again.';
export const GRANT_FOR_ANOTHER = 'This operator link was made for another email address. Sign in as that account.';
export const NOT_LISTED = 'Your email address is not among the operators of this instance (INSTANCE_ADMINS).';

/** The links `npm run operator -- grant <email>` prints: signed with the server's secret, for one email, for a day. */
export const operatorGrants = (jwtSecret: string) =>
  signedClaims(jwtSecret, {
    audience: 'tessera-operator-grant',
    lifetime: '24h',
    schema: z.object({ email: z.string() }),
    refusal: GRANT_INVALID,
  });

/**
 * The instance's operators: accounts whose email INSTANCE_ADMINS lists, signed in with the
 * account's own token, once the address is proven theirs, by a link mailed to it (`emailProven`)
 * or by a grant link made on the server. Registering a listed email is never enough.
 */
export function operatorCheck(deps: {
  instanceAdmins: readonly string[];
  store: EventStore;
  emailProven(email: string): Promise<boolean>;
}) {
  const emails = new Set(deps.instanceAdmins.map((e) => e.toLowerCase()));
  const isListed = (p: Principal) => hasAccountSession(p) && emails.has(p.email.toLowerCase());
  async function isGranted(userId: string): Promise<boolean> {
    const events = await deps.store.readStream(OPERATORS_STREAM);
    return events.some((e) => (e.data as { userId?: string }).userId === userId);
  }
  async function isOperator(p: Principal): Promise<boolean> {
    if (!isListed(p)) return false;
    return (await deps.emailProven(p.email)) || (await isGranted(p.userId));
  }
  return {
    isListed,
    isOperator,
    async assertOperator(p: Principal): Promise<void> {
      if (!(await isOperator(p))) throw forbidden(OPERATORS_ONLY);
    },
  };
}
