import { createRequire } from 'node:module';
import type nodemailerModule from 'nodemailer';

/** nodemailer is loaded on first use: most servers send no email, and it costs start-up time. */
const requireLazily = createRequire(import.meta.url);

/** One email. */
export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Sends email; {@link noMailer} when SMTP is not configured. */
export interface Mailer {
  /** Whether email goes anywhere at all. */
  readonly enabled: boolean;
  send(mail: Mail): Promise<void>;
}

/** No SMTP configured: nothing is sent, and nothing fails. */
export const noMailer: Mailer = { enabled: false, send: async () => {} };

/**
 * An SMTP mailer with nodemailer, from an `SMTP_URL` such as
 * `smtps://user:password@mail.example.org:465` or `smtp://127.0.0.1:2525`, sending from `from`.
 */
export function smtpMailer(url: string, from: string): Mailer {
  const nodemailer = requireLazily('nodemailer') as typeof nodemailerModule;
  const transport = nodemailer.createTransport(url);
  return {
    enabled: true,
    send: async (mail) => {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
