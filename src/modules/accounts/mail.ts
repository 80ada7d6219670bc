import type { Knex } from 'knex';
import { enqueueJob } from '../../platform/jobs/index.ts';
import { isLocale, translate, defaultLocale } from '../../platform/i18n/index.ts';

export type AccountMail = 'confirmEmail' | 'resetPassword' | 'changeEmail' | 'deletionScheduled';

/** Queues an account e-mail in the recipient's language, inside the caller's transaction. */
export async function queueAccountMail(
  db: Knex,
  kind: AccountMail,
  to: string,
  locale: string | null,
  params: { name: string; link: string; siteName: string },
): Promise<void> {
  const lang = isLocale(locale) ? locale : defaultLocale;
  const t = (key: string) => translate(lang, `accounts.mail.${kind}.${key}`, params);
  const text = `${t('greeting')}\n\n${t('body')}\n\n${params.link}\n\n${t('footer')}\n\n${translate(lang, 'accounts.mail.signature', params)}\n`;
  await enqueueJob(db, 'mail.send', { to, subject: t('subject'), text });
}
