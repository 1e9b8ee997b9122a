import { forbidden } from '../../platform/errors';
import { hasAccountSession, type Principal } from '../../platform/http/env';
import { OPERATORS_ONLY } from './shared';

/** The instance's operators (INSTANCE_ADMINS), known by their accounts' emails, signed in with an account's own token. */
export function operatorCheck(instanceAdmins: readonly string[]) {
  const emails = new Set(instanceAdmins.map((e) => e.toLowerCase()));
  const isOperator = (p: Principal) => hasAccountSession(p) && emails.has(p.email.toLowerCase());
  return {
    isOperator,
    assertOperator(p: Principal): void {
      if (!isOperator(p)) throw forbidden(OPERATORS_ONLY);
    },
  };
}
