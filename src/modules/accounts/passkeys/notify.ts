import type { Knex } from 'knex';
import { enqueueJob } from '../../../platform/jobs/index.ts';
import { defaultLocale, isLocale, translate } from '../../../platform/i18n/index.ts';

/**
 * Tells the member by e-mail that a passkey was added to or removed from the profile (ASVS: users are notified
 * of changes to their authentication factors). Queued inside the caller's transaction.
 */
export async function queuePasskeyMail(
  db: Knex,
  kind: 'added' | 'removed',
  to: { email: string; name: string; language: string | null },
  params: { passkey: string; siteName: string; settingsUrl: string },
): Promise<void> {
  const lang = isLocale(to.language) ? to.language : defaultLocale;
  const values = { ...params, name: to.name };
  const t = (key: string) => translate(lang, key, values);
  const text = `${t('passkeys.mail.greeting')}\n\n${t(`passkeys.mail.${kind}.body`)}\n\n${params.settingsUrl}\n\n${t('passkeys.mail.notYou')}\n\n${t('accounts.mail.signature')}\n`;
  await enqueueJob(db, 'mail.send', { to: to.email, subject: t(`passkeys.mail.${kind}.subject`), text });
}
