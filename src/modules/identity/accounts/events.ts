import { z } from 'zod';
import type { EventsOf } from '../../../platform/commands/parse';

export const ROLES = ['ADMIN', 'USER', 'Collaborator'] as const;

/** Account events, on the login streams: part of identity's public contract. */
export const identityEventSchemas = {
  /** On the `login-<email hash>` stream: one stream per email makes the email unique. */
  UserRegistered: z.object({
    userId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    passwordHash: z.string(),
    orgId: z.string(),
    orgName: z.string(),
    roles: z.array(z.enum(ROLES)),
  }),
  /** On the `login-<email hash>` stream: the account's one active login; tokens of earlier sessions answer 409. */
  SessionStarted: z.object({ userId: z.string(), sessionId: z.string() }),
  /**
   * On the `login-<email hash>` stream: the organisation changed the member's roles, or removed it
   * (roles null). Either ends the member's session: its tokens stop working.
   */
  MembershipChanged: z.object({ userId: z.string(), roles: z.array(z.enum(ROLES)).nullable() }),
  /** On the `login-<email hash>` stream: a reset link was sent; only the SHA-256 of its secret is kept. */
  PasswordResetRequested: z.object({ userId: z.string(), tokenHash: z.string(), expiresAt: z.string() }),
  /**
   * On the `login-<email hash>` stream: the password was reset through a link (the link is used up),
   * or changed by its owner with the current one; the session ends either way.
   */
  PasswordChanged: z.object({ userId: z.string(), passwordHash: z.string() }),
  /**
   * On the `login-<email hash>` stream: a link to confirm the email was sent (at registration, or
   * again on request); only the SHA-256 of its secret is kept. Until EmailVerified the account cannot log in.
   */
  EmailVerificationRequested: z.object({ userId: z.string(), tokenHash: z.string(), expiresAt: z.string() }),
  /** On the `login-<email hash>` stream: the owner of the email opened a link mailed to it (verification or password reset). */
  EmailVerified: z.object({ userId: z.string() }),
  /** On the `login-<email hash>` stream: the account's owner changed the name people see them by. */
  ProfileRenamed: z.object({ userId: z.string(), firstName: z.string(), lastName: z.string() }),
  /** On the `instance` stream, written by early versions (the instance's first user was its only admin); no longer written. */
  InstanceAdminClaimed: z.object({ userId: z.string() }),
};

export type IdentityEvent = EventsOf<typeof identityEventSchemas>;

/**
 * On the `sign-in-failures-<userId>` stream, apart from the login stream (a failure never races a
 * command of the account): someone gave this account's email with a wrong password. Nothing folds
 * it; it is there for the organisation's change log. The login limits bound how many there can be.
 */
export const signInFailureEventSchemas = {
  SignInFailed: z.object({ userId: z.string() }),
};
export const signInFailuresStream = (userId: string) => `sign-in-failures-${userId}`;
