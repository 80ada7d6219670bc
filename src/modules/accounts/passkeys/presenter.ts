import { formatDate } from '../../../platform/i18n/formats.ts';
import type { Locale, Translate } from '../../../platform/i18n/index.ts';
import type { PasskeyRecord } from './repo.ts';
import type { PasskeyView } from './schemas.ts';

/** A passkey for the Settings list and the Passkeys controller; dates come formatted in the member's language. */
export function presentPasskey(p: PasskeyRecord, locale: Locale): PasskeyView {
  return {
    id: p.id,
    name: p.name,
    createdAt: p.createdAt.toISOString(),
    lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
    created: formatDate(p.createdAt, locale),
    lastUsed: p.lastUsedAt ? formatDate(p.lastUsedAt, locale) : null,
    synced: p.backedUp,
  };
}

const managerLabelKeys = [
  'title', 'needsJavaScript', 'unsupported', 'empty', 'add', 'adding', 'added', 'created', 'lastUsed', 'neverUsed', 'synced',
  'rename', 'name', 'save', 'cancel', 'remove', 'confirmRemove', 'confirm', 'removed', 'renamed', 'addFailed', 'impersonating',
  'reauthIntro', 'reauthPassword', 'reauthSubmit', 'emailUnconfirmed', 'changeEmail',
] as const;
export type ManagerLabels = Record<(typeof managerLabelKeys)[number] | 'errorOccurred', string>;

/** Labels of the PasskeyManager island. */
export function passkeyManagerLabels(t: Translate): ManagerLabels {
  const labels = Object.fromEntries(managerLabelKeys.map((k) => [k, t(`accounts.passkeys.manager.${k}`)])) as Record<(typeof managerLabelKeys)[number], string>;
  return { ...labels, errorOccurred: t('accounts.passkeys.errors.errorOccurred') };
}
