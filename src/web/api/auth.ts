import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from './client';
import { setToken } from './session';

const tokenResponse = z.object({ token: z.string().check(z.minLength(1)) });
/** With email verification on, a new account gets a mailed link instead of a token. */
const registrationResponse = z.union([tokenResponse, z.object({ verificationRequired: z.literal(true) })]);
export type RegistrationResult = z.infer<typeof registrationResponse>;

/** The 403 of a login whose account has not confirmed its email yet. */
export const VERIFY_FIRST = 'Please verify your email address first';

const userInfo = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  roles: z.array(z.string()),
  /** The organisation's name (a partner user's: its partner's). */
  orgName: z._default(z.string(), ''),
  /** The user's on/off settings (SPEC §3 User enableTranslations …). */
  settings: z._default(z.record(z.string(), z.boolean()), {}),
});

export interface Registration {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  /** From an organisation's invite link. */
  inviteToken?: string;
}

export interface Credentials {
  email: string;
  password: string;
}

export function register(registration: Registration): Promise<RegistrationResult> {
  return request('/auth/register', registrationResponse, { method: 'POST', body: registration });
}

/** Opens the mailed verification link: the email is confirmed and the account signed in. */
export async function verifyEmail(token: string): Promise<string> {
  return (await request('/auth/verify-email', tokenResponse, { method: 'POST', body: { token } })).token;
}

/** Always accepted: the answer does not tell whether the email awaits verification. */
export async function resendVerification(email: string): Promise<void> {
  await request('/auth/resend-verification', z.object({ status: z.string() }), { method: 'POST', body: { email } });
}

export async function login(credentials: Credentials): Promise<string> {
  const { token } = await request('/auth/login', tokenResponse, { method: 'POST', body: credentials });
  return token;
}

/**
 * Single sign-on: a partner's signed assertion, exchanged once for a session (SPEC §2 /sso). Made as
 * nobody: a refused assertion (used, expired) says nothing about a session the browser may already have.
 */
export async function signInWithAssertion(assertion: string): Promise<string> {
  return (await request('/auth/sso', tokenResponse, { method: 'POST', body: { assertion }, anonymous: true })).token;
}

const loginOptions = z.object({ loginUrl: z.nullable(z.string()) });

/** Where people log in: this server's page, or an external address (LOGIN_URL). */
export const loginOptionsQuery = () =>
  queryOptions({
    queryKey: ['auth', 'login-options'] as const,
    queryFn: ({ signal }) => request('/auth/login-options', loginOptions, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Always accepted: the answer does not tell whether the email has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await request('/auth/forgot-password', z.object({ status: z.string() }), { method: 'POST', body: { email } });
}

export async function resetPassword(body: { token: string; password: string }): Promise<void> {
  await request('/auth/reset-password', z.object({ status: z.string() }), { method: 'POST', body });
}

/** Takes the session back from the other device: this tab gets a token of the new current login. */
export async function reclaimSession(): Promise<void> {
  const { token } = await request('/auth/session/reclaim', tokenResponse, { method: 'POST' });
  setToken(token);
}

export const userQueries = {
  info: () =>
    queryOptions({
      queryKey: ['users', 'info'] as const,
      queryFn: ({ signal }) => request('/users/user-info', userInfo, { signal }),
    }),
};
