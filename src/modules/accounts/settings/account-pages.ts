import { definePage, type FormView } from '../../../platform/http/define.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { currentProfile } from '../current-profile.ts';
import { changeEmailForm, changeEmailQuery, changeNameForm, changePasswordForm } from './schemas.ts';
import { changePassword, changeProfileName, confirmEmailChange, requestEmailChange } from './service.ts';
import { findPendingEmailChange } from './repo.ts';
import { continueSession, verifyCurrentPassword } from './reauth.ts';

const page = '/EditProfile/AccountInformation';

/** The page with its three forms (e-mail, name, password); each form re-renders it with its own errors. */
const form: FormView<'user'> = {
  view: 'accounts/settings/account-information',
  locals: async (req, { viewer }) => {
    const profile = await currentProfile(req.ctx.db, viewer);
    return {
      title: req.ctx.t('accounts.settings.accountInfo.title'),
      profile: { name: profile.name, email: profile.email, emailConfirmed: Boolean(profile.emailConfirmedAt) },
      pendingEmail: await findPendingEmailChange(req.ctx.db, profile.id),
    };
  },
};

/** Credentials change only by the member themselves, never by staff acting as them. */
const rule = { access: 'user', notImpersonating: true } as const;

/** /EditProfile/AccountInformation: change e-mail, profile name and password, each a plain form. */
export const accountInformationPages = [
  definePage({ path: page, access: 'user', handler: (input, req, res) => showForm(req, res, form, input) }),
  definePage({
    ...rule,
    method: 'post',
    path: `${page}/Email`,
    body: changeEmailForm,
    form,
    handler: async ({ body, viewer }, req, res) => {
      await verifyCurrentPassword(req, viewer.id, body.password);
      await requestEmailChange(req.ctx.db, await currentProfile(req.ctx.db, viewer), body.email, { origin: req.ctx.origin, siteName: req.ctx.site.name });
      setFlash(req, { kind: 'success', key: 'accounts.settings.accountInfo.email.sent', params: { email: body.email } });
      res.redirect(303, page);
    },
  }),
  definePage({
    ...rule,
    method: 'post',
    path: `${page}/Name`,
    body: changeNameForm,
    form,
    handler: async ({ body, viewer }, req, res) => {
      await changeProfileName(req.ctx.db, viewer.id, body.name);
      setFlash(req, { kind: 'success', key: 'accounts.settings.accountInfo.name.saved', params: { name: body.name } });
      res.redirect(303, page);
    },
  }),
  definePage({
    ...rule,
    method: 'post',
    path: `${page}/Password`,
    body: changePasswordForm,
    form,
    handler: async ({ body, viewer }, req, res) => {
      await verifyCurrentPassword(req, viewer.id, body.currentPassword, 'currentPassword');
      await changePassword(req.ctx.db, await currentProfile(req.ctx.db, viewer), body.newPassword, req.ctx.site.name);
      await continueSession(req, viewer.id);
      setFlash(req, { kind: 'success', key: 'accounts.settings.accountInfo.password.saved' });
      res.redirect(303, page);
    },
  }),
  /** The link mailed to a new address; it works without being logged on (it may be opened on another device). */
  definePage({
    path: '/ConfirmEmailChange',
    access: 'public',
    query: changeEmailQuery,
    handler: async ({ query, viewer }, req, res) => {
      res.set('Referrer-Policy', 'no-referrer');
      const outcome = await confirmEmailChange(req.ctx.db, query.q);
      if (!outcome.ok && outcome.reason === 'expired') return res.redirect('/LinkExpired');
      if (outcome.ok && viewer?.id === outcome.profileId) {
        setFlash(req, { kind: 'success', key: 'accounts.settings.emailChange.done', params: { email: outcome.email } });
        return res.redirect(page);
      }
      const status = outcome.ok ? 200 : 409;
      res.status(status).render('accounts/settings/email-change', { title: req.ctx.t(outcome.ok ? 'accounts.settings.emailChange.doneTitle' : 'accounts.settings.emailChange.takenTitle'), outcome });
    },
  }),
];
