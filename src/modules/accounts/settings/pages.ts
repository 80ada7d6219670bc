import { definePage, type FormView } from '../../../platform/http/define.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { languageCookie } from '../../../platform/http/request-context.ts';
import { locales } from '../../../platform/i18n/index.ts';
import { currentProfile } from '../current-profile.ts';
import { saveLanguagePreference } from '../service/profiles.ts';
import { twoFactorSection } from '../two-factor/index.ts';
import { passkeysSection } from '../passkeys/index.ts';
import { languageForm } from './schemas.ts';
import { logOutEverywhere } from './service.ts';
import { continueSession } from './reauth.ts';
import { rateLimitFor } from '../../../platform/http/rate-limit.ts';
import { resendConfirmation } from '../service/email.ts';
import { dataExportPages, dataExportSection } from '../data-export/index.ts';

/** /Settings: account, security (two-factor, passkeys, log out everywhere), language, download my data, and the way to delete. */
const form: FormView<'user'> = {
  view: 'accounts/settings/index',
  locals: async (req, { viewer }) => {
    const profile = await currentProfile(req.ctx.db, viewer);
    return {
      title: req.ctx.t('accounts.settings.title'),
      profile: { name: profile.name, email: profile.email, emailConfirmed: Boolean(profile.emailConfirmedAt), language: profile.language ?? req.ctx.locale },
      languages: locales,
      twoFactor: await twoFactorSection(req),
      passkeys: await passkeysSection(req),
      dataExport: await dataExportSection(req, profile.id),
    };
  },
};

export const settingsHomePages = [
  definePage({ path: '/Settings', access: 'user', handler: (input, req, res) => showForm(req, res, form, input) }),
  /** Ends every session of the profile, then logs this browser on again so the member stays in. */
  definePage({
    method: 'post',
    path: '/Settings/LogOutEverywhere',
    access: 'user',
    notImpersonating: true,
    handler: async ({ viewer }, req, res) => {
      await logOutEverywhere(req.ctx.db, viewer.id);
      await continueSession(req, viewer.id);
      setFlash(req, { kind: 'success', key: 'accounts.settings.security.loggedOutEverywhere' });
      res.redirect(303, '/Settings');
    },
  }),
  /** "Send the confirmation e-mail again", next to an unconfirmed address (older profiles, or after an e-mail change). */
  definePage({
    method: 'post',
    path: '/Settings/ConfirmEmail',
    access: 'user',
    handler: async ({ viewer }, req, res) => {
      await rateLimitFor('confirmResendAddress', req, `profile:${viewer.id}`);
      const profile = await currentProfile(req.ctx.db, viewer);
      const sent = await resendConfirmation(req.ctx.db, profile, { origin: req.ctx.origin, siteName: req.ctx.site.name });
      setFlash(req, sent ? { kind: 'success', key: 'accounts.settings.account.confirmationSent', params: { email: profile.email } } : { kind: 'info', key: 'accounts.email.alreadyConfirmed' });
      res.redirect(303, '/Settings');
    },
  }),
  /** The member's interface language; the only way it changes (the ?lang= switcher sets just this browser's cookie). */
  definePage({
    method: 'post',
    path: '/Settings/Language',
    access: 'user',
    // The member's own setting: staff acting as them may not change it.
    notImpersonating: true,
    body: languageForm,
    form,
    handler: async ({ body, viewer }, req, res) => {
      await saveLanguagePreference(req.ctx.db, viewer.id, body.language);
      res.cookie(languageCookie, body.language, { httpOnly: true, sameSite: 'lax', maxAge: 365 * 24 * 3600 * 1000, path: '/' });
      setFlash(req, { kind: 'success', key: 'accounts.settings.language.saved' });
      res.redirect(303, '/Settings');
    },
  }),
  ...dataExportPages(form),
];
