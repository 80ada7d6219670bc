import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Knex } from 'knex';
import { enqueueJob, type JobHandlers } from '../jobs/index.ts';
import { defaultLocale, isLocale, translate } from '../i18n/index.ts';

/** `replyTo`: where the recipient's answer goes, e.g. a reply address of platform/mail/inbound.ts (`inboundAddress`). */
export type MailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string };

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

export type QueuedMail = {
  to: string;
  /** The recipient's language; anything that is not one of ours falls back to en-GB. */
  locale: string | null;
  /** Key prefix of the texts: `<template>.subject`, `.greeting`, `.body`, `.footer` (e.g. `accounts.mail.resetPassword`). */
  template: string;
  params: Record<string, string>;
  /** An absolute link (built from the site's configured origin), placed on its own line after the body. */
  link?: string;
  /** The Reply-To address: a reply address (`inboundAddress`) when answers by e-mail are taken. */
  replyTo?: string;
};

/**
 * The one way a module sends e-mail: composes the message in the recipient's language and enqueues it on
 * the caller's transaction, so it is sent only if the change commits (and is retried if sending fails).
 */
export async function queueMail(trx: Knex, mail: QueuedMail): Promise<void> {
  await enqueueJob(trx, 'mail.send', composeMail(mail), { lane: 'mail' });
}

/**
 * Queues a mail that must go out once for `onceKey` (a renewal refused for a subscription's period, a subscription
 * ended): the key is claimed in the same transaction (`mails_once`), so a job that runs twice, or a delivery of its
 * event again, mails once. Answers whether it was queued now.
 */
export async function queueMailOnce(trx: Knex, onceKey: string, mail: QueuedMail): Promise<boolean> {
  const claimed = await trx('mails_once').insert({ key: onceKey }).onConflict('key').ignore().returning('key');
  if (claimed.length === 0) return false;
  await queueMail(trx, mail);
  return true;
}

/** The message a QueuedMail becomes: greeting, body, link, footer and the site's signature, as plain text. */
export function composeMail({ to, locale, template, params, link, replyTo }: QueuedMail): MailMessage {
  const lang = isLocale(locale) ? locale : defaultLocale;
  const t = (key: string) => translate(lang, key, params);
  const parts = [t(`${template}.greeting`), t(`${template}.body`), link, t(`${template}.footer`), t('common.mail.signature')];
  return { to, subject: t(`${template}.subject`), text: `${parts.filter(Boolean).join('\n\n')}\n`, ...(replyTo ? { replyTo } : {}) };
}
