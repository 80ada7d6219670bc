import { definePage, type FormView } from '../../../platform/http/define.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { endSession } from '../session.ts';
import { currentProfile } from '../current-profile.ts';
import { deleteProfileForm } from './schemas.ts';
import { deletionGraceMs, requestDeletion } from './deletion.ts';
import { verifyCurrentPassword } from './reauth.ts';

const graceDays = Math.round(deletionGraceMs / (24 * 3600_000));

const form: FormView = {
  view: 'accounts/settings/delete',
  locals: (req) => ({ title: req.ctx.t('accounts.settings.delete.title'), graceDays, deletionDate: new Date(Date.now() + deletionGraceMs) }),
};

/**
 * Open even before the terms are accepted, while validation is forced and on the dark site before approval
 * (spec §4: nobody is kept from leaving); never for staff acting as the member.
 */
const rule = { access: 'user', notImpersonating: true, exempt: ['dark', 'terms', 'validation'] } as const;

/** /EditProfile/Delete: the password, then the grace period and the notice by e-mail. */
export const deletePages = [
  definePage({ ...rule, path: '/EditProfile/Delete', handler: (input, req, res) => showForm(req, res, form, input) }),
  definePage({
    ...rule,
    method: 'post',
    path: '/EditProfile/Delete',
    body: deleteProfileForm,
    form,
    handler: async ({ body, viewer }, req, res) => {
      await verifyCurrentPassword(req, viewer.id, body.password);
      const deletionDate = await requestDeletion(req.ctx.db, await currentProfile(req.ctx.db, viewer), { origin: req.ctx.origin, siteName: req.ctx.site.name });
      await endSession(req);
      res.render('accounts/settings/deletion-scheduled', { title: req.ctx.t('accounts.settings.delete.scheduledTitle'), deletionDate, graceDays });
    },
  }),
];
