import type { Knex } from 'knex';
import { enqueueJob } from '../../../platform/jobs/index.ts';
import { defaultLocale, isLocale, translate } from '../../../platform/i18n/index.ts';

export type SettingsNotice = 'emailChangeRequested' | 'passwordChanged';

/**
 * Queues a notice about a change to the account (no link in it), in the member's language, inside the
 * caller's transaction. The texts are `settings.mail.<kind>.*`.
 */
export async function queueSettingsNotice(
  db: Knex,
  kind: SettingsNotice,
  to: string,
  locale: string | null,
  params: Record<string, string>,
): Promise<void> {
  const lang = isLocale(locale) ? locale : defaultLocale;
  const t = (key: string) => translate(lang, `settings.mail.${kind}.${key}`, params);
  const text = `${t('greeting')}\n\n${t('body')}\n\n${t('footer')}\n\n${translate(lang, 'accounts.mail.signature', params)}\n`;
  await enqueueJob(db, 'mail.send', { to, subject: t('subject'), text });
}

/** `n•••@example.com`: enough for the owner of the old address to recognise, not a full address to a stranger. */
export function maskEmail(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}
