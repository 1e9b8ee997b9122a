import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { EventStore } from '../../../platform/eventstore/types';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import type { NonceStore } from '../../../platform/limits/nonces';
import type { SignIn } from '../sessions/sign-in';
import { verifySsoAssertion } from './assertion';
import { signedOnAccount } from './sso';

const ssoBody = z.object({ assertion: z.string().min(1).max(8000) });

/**
 * Single sign-on (SPEC §2 /sso, /sso/{courseId}): a partner's signed assertion starts a normal
 * author session, exactly as a password login does (the account's previous session is superseded).
 * LOGIN_URL, when set, is where the client sends /author/userlogin instead of the local login.
 */
export function ssoRoutes(deps: {
  store: EventStore;
  signIn: SignIn;
  partnerSecrets: Readonly<Record<string, string>>;
  nonces: NonceStore;
  loginUrl: string | undefined;
  /** Throws when the organisation is suspended: asked before a new account is made in it. */
  assertOrganisationActive: (orgId: string) => Promise<void>;
}) {
  const { store, signIn, partnerSecrets, nonces, loginUrl } = deps;
  return new Hono<AppEnv>()
    .post(
      '/auth/sso',
      describeRoute({
        summary:
          "Sign in with a partner's single sign-on assertion (HS256 JWT, aud tessera-sso, at most 5 minutes, used once); returns a token",
        tags: ['auth'],
      }),
      input('json', ssoBody),
      async (c) => {
        const claims = await verifySsoAssertion(c.req.valid('json').assertion, partnerSecrets, nonces);
        const account = await signedOnAccount(store, claims, c.var.requestId, deps.assertOrganisationActive);
        return c.json({ token: await signIn(account, c.var.requestId) });
      },
    )
    .get(
      '/auth/login-options',
      describeRoute({
        summary: 'Where people log in: the external login address (LOGIN_URL), or null',
        tags: ['auth'],
      }),
      (c) => c.json({ loginUrl: loginUrl ?? null }),
    );
}
