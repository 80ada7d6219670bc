import type { Request, Response } from 'express';
import { definePage } from '../../platform/http/define.ts';
import { AppError } from '../../platform/http/errors.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { submittedValues } from '../../platform/http/pages.ts';
import { formErrors } from '../../platform/http/validation.ts';
import { showProfileTab } from '../profiles/index.ts';
import * as service from './service.ts';
import { entriesPageSize, entryForm, entryParams, entryTextMaxLength, pageQuery, profileParams } from './schemas.ts';

type FormState = { values?: Record<string, string>; errors?: Record<string, string> };

/** Spec §2: on the regular site the Guestbook tab does not exist; its address shows About. */
function regularSite(req: Request, res: Response, id: number): boolean {
  if (req.ctx.site.dark) return false;
  res.redirect(req.method === 'GET' ? 302 : 303, `/Profile/${id}`);
  return true;
}

/** /Profile/{id}/Guestbook: the profile's header and tabs (profiles) with a page of entries and the write form. */
async function showGuestbook(req: Request, res: Response, id: number, viewer: Express.User, page: number, form: FormState = {}) {
  const skip = (page - 1) * entriesPageSize;
  const entries = await service.listEntries(req.ctx.db, id, viewer.id, skip, entriesPageSize);
  const locals = { entries: entries.items, page, hasNext: entries.hasMore, maxLength: entryTextMaxLength, values: form.values ?? {}, errors: form.errors ?? {} };
  await showProfileTab(req, res, id, 'Guestbook', viewer, { view: 'guestbook/tab', locals });
}

export const pages = [
  definePage({
    path: '/Profile/:id/Guestbook',
    access: 'user',
    params: profileParams,
    query: pageQuery,
    handler: async ({ params, query, viewer }, req, res) => {
      if (!regularSite(req, res, params.id)) await showGuestbook(req, res, params.id, viewer, query.page);
    },
  }),
  /** Works without JavaScript: a refused text shows the tab again with the error next to the field. */
  definePage({
    method: 'post',
    path: '/Profile/:id/Guestbook',
    access: 'user',
    notImpersonating: true,
    params: profileParams,
    handler: async ({ params, viewer }, req, res) => {
      if (regularSite(req, res, params.id)) return;
      const parsed = entryForm.safeParse(req.body ?? {});
      const values = submittedValues(req.body);
      if (!parsed.success) {
        res.status(400);
        return showGuestbook(req, res, params.id, viewer, 1, { values, errors: formErrors(parsed.error, req.ctx.t) });
      }
      try {
        await service.writeEntry(req.ctx.db, params.id, viewer.id, parsed.data.text, req.ctx.locale);
      } catch (err) {
        // Blocked (403) or not visible (404): the profile cannot be shown, so the error page says why.
        if (!(err instanceof AppError) || ![400, 429].includes(err.status)) throw err;
        res.status(err.status).set(err.headers);
        return showGuestbook(req, res, params.id, viewer, 1, { values, errors: { [err.field === 'text' ? 'text' : 'form']: req.ctx.t(err.messageKey, err.params) } });
      }
      setFlash(req, { kind: 'success', key: 'guestbook.written' });
      res.redirect(303, `/Profile/${params.id}/Guestbook`);
    },
  }),
  definePage({
    method: 'post',
    path: '/Profile/:id/Guestbook/:entryId/Delete',
    access: 'user',
    notImpersonating: true,
    params: entryParams,
    handler: async ({ params, viewer }, req, res) => {
      if (regularSite(req, res, params.id)) return;
      await service.deleteEntry(req.ctx.db, params.entryId, viewer.id, params.id);
      setFlash(req, { kind: 'success', key: 'guestbook.deleted' });
      res.redirect(303, `/Profile/${params.id}/Guestbook`);
    },
  }),
];
