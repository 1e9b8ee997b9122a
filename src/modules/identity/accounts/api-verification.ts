import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { EventStore } from '../../../platform/eventstore/types';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import type { Logger } from '../../../platform/logger';
import type { Mailer } from '../../../platform/mail/mailer';
import type { Account } from './accounts';
import { resendVerificationBody, verifyEmailBody } from './requests';
import { requestEmailVerification, verificationMail, verifyEmail } from './email-verification';
import type { LoginProtection } from '../sessions/login-protection';
import type { SignIn } from '../sessions/sign-in';

const doc = (summary: string) => describeRoute({ summary, tags: ['auth'] });

export type VerificationMailer = (account: Account, token: string, log: Logger) => void;

/** Sends a verification link without holding up the answer; a failed mail is logged (the user can ask again). */
export function verificationMailer(mailer: Mailer, publicUrl: () => string): VerificationMailer {
  return (account, token, log) => {
    mailer
      .send(verificationMail(account, publicUrl(), token))
      .catch((err: unknown) => log.error({ err }, 'verification mail failed'));
  };
}

/**
 * REQUIRE_EMAIL_VERIFICATION: a new account opens the mailed link (`/author/verify-email`) to
 * confirm its email and sign in; it may ask for another link. The answers never tell whether
 * an email has an account.
 */
export function verificationRoutes(deps: {
  store: EventStore;
  signIn: SignIn;
  sendLink: VerificationMailer;
  protection: LoginProtection;
}) {
  const { store, signIn, sendLink, protection } = deps;
  return new Hono<AppEnv>()
    .post(
      '/auth/verify-email',
      doc('Confirm an email with its mailed link; returns a token'),
      input('json', verifyEmailBody),
      async (c) => {
        await protection.attempt(c);
        const account = await verifyEmail(store, c.req.valid('json').token, c.var.requestId);
        await protection.succeeded(c);
        return c.json({ token: await signIn(account, c.var.requestId) });
      },
    )
    .post(
      '/auth/resend-verification',
      doc('Mail a new verification link; always 202'),
      input('json', resendVerificationBody),
      async (c) => {
        const { email } = c.req.valid('json');
        // Every request counts, never forgiven: each is a mail to someone's inbox.
        await protection.attempt(c, email);
        const log = c.var.log;
        // Not awaited: the answer takes the same time whether or not the email awaits verification.
        void requestEmailVerification(store, email, c.var.requestId)
          .then((link) => link && sendLink(link.account, link.token, log))
          .catch((err: unknown) => log.error({ err }, 'verification link failed'));
        return c.json({ status: 'accepted' }, 202);
      },
    );
}
