import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { EventStore } from '../../../platform/eventstore/types';
import type { AppEnv } from '../../../platform/http/env';
import { input } from '../../../platform/http/validation';
import type { Mailer } from '../../../platform/mail/mailer';
import { forgotPasswordBody, resetPasswordBody } from './requests';
import type { LoginProtection } from '../sessions/login-protection';
import { requestPasswordReset, resetPassword } from './password-reset';
import type { Sessions } from '../sessions/sessions';

const doc = (summary: string) => describeRoute({ summary, tags: ['auth'] });

/**
 * /author/forgot-password: a reset link by mail (or in the server log without SMTP_URL), valid
 * for an hour and once. The answer never tells whether the email has an account.
 */
export function passwordRoutes(deps: {
  store: EventStore;
  mailer: Mailer;
  publicUrl: () => string;
  sessions: Sessions;
  protection: LoginProtection;
}) {
  const { store, mailer, publicUrl, sessions, protection } = deps;
  return new Hono<AppEnv>()
    .post(
      '/auth/forgot-password',
      doc('Mail a password reset link; always 202'),
      input('json', forgotPasswordBody),
      async (c) => {
        const { email } = c.req.valid('json');
        // Every request counts, never forgiven: a reset link is a mail to someone's inbox, not to be sent in bulk.
        await protection.attempt(c, email);
        // Never from the request (Host, X-Forwarded-Host): anyone can send those and have the link point at them.
        const origin = publicUrl();
        const log = c.var.log;
        // Not awaited: the answer takes the same time whether or not the email has an account.
        void requestPasswordReset(store, email, c.var.requestId)
          .then((reset) =>
            reset
              ? mailer.send({
                  to: reset.account.email,
                  subject: 'Reset your Tessera password',
                  text: `Hello ${reset.account.firstName},\n\nOpen this link within an hour to choose a new password:\n${origin}/author/reset-password?token=${encodeURIComponent(reset.token)}\n\nIf you did not ask for it, ignore this mail.`,
                })
              : undefined,
          )
          .catch((err: unknown) => log.error({ err }, 'password reset mail failed'));
        return c.json({ status: 'accepted' }, 202);
      },
    )
    .post(
      '/auth/reset-password',
      doc('Choose a new password with a reset link; the current session ends'),
      input('json', resetPasswordBody),
      async (c) => {
        const { token, password } = c.req.valid('json');
        await protection.attempt(c);
        const account = await resetPassword(store, token, password, c.var.requestId);
        await protection.succeeded(c);
        sessions.ended(account.userId);
        return c.json({ status: 'reset' });
      },
    );
}
