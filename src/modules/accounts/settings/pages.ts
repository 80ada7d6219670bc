import type { Request, Response } from 'express';
import { definePage } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { languageCookie } from '../../../platform/http/request-context.ts';
import { locales } from '../../../platform/i18n/index.ts';
import { findProfileById } from '../repo.ts';
import { saveLanguagePreference } from '../service/profiles.ts';
import { twoFactorSection } from '../two-factor/index.ts';
import { passkeysSection } from '../passkeys/index.ts';
import { languageForm } from './schemas.ts';
import { logOutEverywhere } from './service.ts';
import { continueSession, loadOwnProfile } from './reauth.ts';

async function renderSettings(req: Request, res: Response) {
  const profile = await findProfileById(req.ctx.db, req.ctx.viewer!.id);
  res.render('accounts/settings/index', {
    title: req.ctx.t('settings.title'),
    profile: { name: profile!.name, email: profile!.email, emailConfirmed: Boolean(profile!.emailConfirmedAt), language: profile!.language ?? req.ctx.locale },
    languages: locales,
    twoFactor: await twoFactorSection(req),
    passkeys: await passkeysSection(req),
  });
}

/** /Settings: account, security (two-factor, passkeys, log out everywhere), language, and the way to delete. */
export const settingsHomePages = [
  definePage({ path: '/Settings', access: 'user', handler: (_input, req, res) => renderSettings(req, res) }),
  /** Ends every session of the profile, then logs this browser on again so the member stays in. */
  definePage({
    method: 'post',
    path: '/Settings/LogOutEverywhere',
    access: 'user',
    handler: async (_input, req, res) => {
      const profile = await loadOwnProfile(req);
      await logOutEverywhere(req.ctx.db, profile.id);
      await continueSession(req, profile.id);
      setFlash(req, { kind: 'success', key: 'settings.security.loggedOutEverywhere' });
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
    handler: async ({ body }, req, res) => {
      await saveLanguagePreference(req.ctx.db, req.ctx.viewer!.id, body.language);
      res.cookie(languageCookie, body.language, { httpOnly: true, sameSite: 'lax', maxAge: 365 * 24 * 3600 * 1000, path: '/' });
      setFlash(req, { kind: 'success', key: 'settings.language.saved' });
      res.redirect(303, '/Settings');
    },
  }),
];
