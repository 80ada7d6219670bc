import type { Request, Response } from 'express';
import { definePage } from '../../../platform/http/define.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { formErrors } from '../../../platform/http/validation.ts';
import { endSession } from '../service/session.ts';
import { deleteProfileForm } from './schemas.ts';
import { deletionGraceMs, requestDeletion } from './deletion.ts';
import { loadOwnProfile, verifyCurrentPassword } from './reauth.ts';

const graceDays = Math.round(deletionGraceMs / (24 * 3600_000));

function renderDelete(req: Request, res: Response, errors: Record<string, string> = {}, status = 200) {
  res.status(status).render('accounts/settings/delete', { title: req.ctx.t('settings.delete.title'), graceDays, deletionDate: new Date(Date.now() + deletionGraceMs), errors });
}

/** /EditProfile/Delete: open even before the terms are accepted or while validation is forced (spec §4). */
export const deletePages = [
  definePage({ path: '/EditProfile/Delete', access: 'user', handler: (_input, req, res) => renderDelete(req, res) }),
  definePage({
    method: 'post',
    path: '/EditProfile/Delete',
    access: 'user',
    handler: async (_input, req, res) => {
      const profile = await loadOwnProfile(req);
      const parsed = deleteProfileForm.safeParse(req.body ?? {});
      if (!parsed.success) return renderDelete(req, res, formErrors(parsed.error, req.ctx.t), 400);
      try {
        await verifyCurrentPassword(req, profile.id, parsed.data.password);
      } catch (err) {
        if (!(err instanceof AppError) || !err.field) throw err;
        return renderDelete(req, res, { [err.field]: req.ctx.t(err.messageKey) }, err.status);
      }
      const deletionDate = await requestDeletion(req.ctx.db, profile, { origin: req.ctx.origin, siteName: req.ctx.site.name });
      await endSession(req);
      res.render('accounts/settings/deletion-scheduled', { title: req.ctx.t('settings.delete.scheduledTitle'), deletionDate, graceDays });
    },
  }),
];
