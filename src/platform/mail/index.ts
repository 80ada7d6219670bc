import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { JobHandlers } from '../jobs/index.ts';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

/**
 * Sends e-mail through SMTP_URL, or, in the embedded default, writes each message as an .eml file into
 * the outbox folder and logs where it is (links in it can be opened from there).
 */
export function createMailer(opts: { smtpUrl: string | undefined; from: string; outboxDir: string; logger: Logger }) {
  const transport: Transporter = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl, { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10_000 } as object)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async function sendMail(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({ from: opts.from, ...message });
    if (!opts.smtpUrl) {
      mkdirSync(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^\w.@-]/g, '_')}.eml`);
      writeFileSync(file, (info as unknown as { message: Buffer }).message);
      opts.logger.info({ file, subject: message.subject }, 'mail written to outbox');
    }
  };
}

export type SendMail = ReturnType<typeof createMailer>;

/** The job that sends one queued e-mail (modules enqueue `mail.send` inside their transaction). */
export function mailJobs(sendMail: SendMail): JobHandlers {
  return {
    'mail.send': async (payload) => {
      await sendMail(payload as MailMessage);
    },
  };
}
