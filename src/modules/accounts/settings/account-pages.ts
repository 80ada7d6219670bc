import type { Request, Response } from 'express';
import type { z } from 'zod';
import { definePage } from '../../../platform/http/define.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { formErrors } from '../../../platform/http/validation.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { findProfileById, type ProfileRecord } from '../repo.ts';
import { changeEmailForm, changeEmailQuery, changeNameForm, changePasswordForm } from './schemas.ts';
import { changePassword, changeProfileName, confirmEmailChange, requestEmailChange } from './service.ts';
import { findPendingEmailChange } from './repo.ts';
import { continueSession, loadOwnProfile, verifyCurrentPassword } from './reauth.ts';

const page = '/EditProfile/AccountInformation';

/** The notice shown after a form succeeded. */
type Notice = { key: string; params?: Record<string, string> };
type FormState = { values?: Record<string, unknown>; errors?: Record<string, string> };

async function renderAccountInformation(req: Request, res: Response, state: FormState = {}, status = 200) {
  const { db, viewer, t } = req.ctx;
  const profile = await findProfileById(db, viewer!.id);
  res.status(status).render('accounts/settings/account-information', {
    title: t('settings.accountInfo.title'),
    profile: { name: profile!.name, email: profile!.email, emailConfirmed: Boolean(profile!.emailConfirmedAt) },
    pendingEmail: await findPendingEmailChange(db, viewer!.id),
    values: state.values ?? {},
    errors: state.errors ?? {},
  });
}

/**
 * One of the three forms: refused while impersonating, validated with its schema, then `run`. A failure that
 * names a field (wrong password, name taken…) re-renders the page with the message next to that field.
 */
function accountForm<T>(path: string, schema: z.ZodType<T>, keep: string[], run: (data: T, profile: ProfileRecord, req: Request) => Promise<Notice>) {
  return definePage({
    method: 'post',
    path: `${page}/${path}`,
    access: 'user',
    handler: async (_input, req, res) => {
      const profile = await loadOwnProfile(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const values = Object.fromEntries(keep.map((k) => [k, body[k]]));
      const parsed = schema.safeParse(body);
      if (!parsed.success) return renderAccountInformation(req, res, { values, errors: formErrors(parsed.error, req.ctx.t) }, 400);
      try {
        setFlash(req, { kind: 'success', ...(await run(parsed.data, profile, req)) });
      } catch (err) {
        if (!(err instanceof AppError) || !err.field) throw err;
        return renderAccountInformation(req, res, { values, errors: { [err.field]: req.ctx.t(err.messageKey, err.params) } }, err.status);
      }
      res.redirect(303, page);
    },
  });
}

/** /EditProfile/AccountInformation: change e-mail, profile name and password, each a plain form. */
export const accountInformationPages = [
  definePage({ path: page, access: 'user', handler: (_input, req, res) => renderAccountInformation(req, res) }),
  accountForm('Email', changeEmailForm, ['email'], async ({ email, password }, profile, req) => {
    await verifyCurrentPassword(req, profile.id, password);
    await requestEmailChange(req.ctx.db, profile, email, { origin: req.ctx.origin, siteName: req.ctx.site.name });
    return { key: 'settings.accountInfo.email.sent', params: { email } };
  }),
  accountForm('Name', changeNameForm, ['name'], async ({ name }, profile, req) => {
    await changeProfileName(req.ctx.db, profile.id, name);
    return { key: 'settings.accountInfo.name.saved', params: { name } };
  }),
  accountForm('Password', changePasswordForm, [], async ({ currentPassword, newPassword }, profile, req) => {
    await verifyCurrentPassword(req, profile.id, currentPassword, 'currentPassword');
    await changePassword(req.ctx.db, profile, newPassword, req.ctx.site.name);
    await continueSession(req, profile.id);
    return { key: 'settings.accountInfo.password.saved' };
  }),
  /** The link mailed to a new address; it works without being logged on (it may be opened on another device). */
  definePage({
    path: '/ConfirmEmailChange',
    access: 'public',
    query: changeEmailQuery,
    handler: async ({ query }, req, res) => {
      res.set('Referrer-Policy', 'no-referrer');
      const outcome = await confirmEmailChange(req.ctx.db, query.q);
      if (!outcome.ok && outcome.reason === 'expired') return res.redirect('/LinkExpired');
      if (outcome.ok && req.ctx.viewer?.id === outcome.profileId) {
        setFlash(req, { kind: 'success', key: 'settings.emailChange.done', params: { email: outcome.email } });
        return res.redirect(page);
      }
      const status = outcome.ok ? 200 : 409;
      res.status(status).render('accounts/settings/email-change', { title: req.ctx.t(outcome.ok ? 'settings.emailChange.doneTitle' : 'settings.emailChange.takenTitle'), outcome });
    },
  }),
];
