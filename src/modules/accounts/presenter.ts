import type { Translate } from '../../platform/i18n/index.ts';
import type { ProfileRecord } from './repo.ts';
import { isLocalPath } from './service/redirects.ts';

/** A profile as the guard and the layout see it. */
export function toViewer(p: ProfileRecord, requiredTermsVersion: number): Express.User {
  return {
    id: p.id,
    name: p.name,
    language: p.language,
    status: p.status,
    darkStatus: p.darkStatus,
    member: p.member,
    termsAccepted: p.termsVersion >= requiredTermsVersion,
    forcedValidation: p.forcedValidation,
    staffRole: p.staffRole,
    impersonatedBy: null,
    stamp: p.securityStamp,
  };
}

/** Pages a deep link may name in the log-on notice (the path without its query, as the guard sends it). */
const namedPages: Record<string, string> = {
  '/settings': 'accounts.settings.title',
  '/editprofile/accountinformation': 'accounts.settings.accountInfo.title',
  '/settings/twofactor': 'accounts.twoFactor.title',
};

/**
 * A logged-out deep link (`/?u=/Settings`, `/LogOn?u=…`): the local path to return to after log on and the
 * line that says why the log-on form comes first, naming the page when it has a plain name. Null for no `u`
 * or one that is not a path on this site.
 */
export function logOnReturn(u: string | undefined, t: Translate): { u: string; notice: string } | null {
  if (!u || !isLocalPath(u) || u.length > 2000) return null;
  const pageKey = namedPages[u.split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase()];
  return { u, notice: pageKey ? t('accounts.logon.returnToPage', { page: t(pageKey) }) : t('accounts.logon.returnNotice') };
}
