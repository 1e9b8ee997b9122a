import type { Transporter } from 'nodemailer';
import type { Logger } from '../logger';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Mail through SMTP when SMTP_URL is set; otherwise each mail is written to the server log, so a
 * fresh install can still hand out its links (password resets) to whoever runs it.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; logger: Logger }): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      async send(mail) {
        logger.info(
          { mail: { to: mail.to, subject: mail.subject } },
          `mail not sent (SMTP_URL is not set):\n${mail.text}`,
        );
      },
    };
  }
  // Loaded with the first mail: most servers send none for a long while after start-up.
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl, { from }));
      await (await transport).sendMail(mail);
    },
  };
}
