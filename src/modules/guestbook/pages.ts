import type { Request, Response } from 'express';
import { may } from '../../platform/auth/authorize.ts';
import { definePage, type FormView } from '../../platform/http/define.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { showForm } from '../../platform/http/pages.ts';
import { profileTabPage } from '../profiles/index.ts';
import * as service from './service.ts';
import { entriesPageSize, entryForm, entryParams, entryTextMaxLength, pageQuery, profileParams } from './schemas.ts';

/** Spec §2: on the regular site the Guestbook tab does not exist; its address shows About. */
function regularSite(req: Request, res: Response, id: number): boolean {
  if (may(req.ctx.actor, 'guestbook.tab', null)) return false;
  res.redirect(req.method === 'GET' ? 302 : 303, `/Profile/${id}`);
  return true;
}

/**
 * The entry form in its host page: /Profile/{id}/Guestbook, the profile's header and tabs (profiles) with a page
 * of entries. A refused text shows that whole page again, the error under the field (slot `guestbook`).
 */
const entryFormView: FormView<'user', { id: number }, { page: number }> = {
  slot: 'guestbook',
  host: async (req, { params, query, actor }) => {
    const entries = await service.listEntries(req.ctx.db, params.id, actor, (query.page - 1) * entriesPageSize, entriesPageSize);
    const locals = { entries: entries.items, page: query.page, hasNext: entries.hasMore, maxLength: entryTextMaxLength };
    return profileTabPage(req, params.id, 'Guestbook', actor, { view: 'guestbook/tab', locals });
  },
};

export const pages = [
  definePage({
    path: '/Profile/:id/Guestbook',
    access: 'user',
    params: profileParams,
    query: pageQuery,
    handler: async (input, req, res) => {
      if (!regularSite(req, res, input.params.id)) await showForm(req, res, entryFormView, input);
    },
  }),
  /** Works without JavaScript: a refused text (400, 429) shows the tab again with the error next to the field. */
  definePage({
    method: 'post',
    path: '/Profile/:id/Guestbook',
    access: 'user',
    notImpersonating: true,
    params: profileParams,
    query: pageQuery,
    body: entryForm,
    form: entryFormView,
    handler: async ({ params, body, actor }, req, res) => {
      if (regularSite(req, res, params.id)) return;
      await service.writeEntry(req.ctx.db, params.id, actor, body.text, req.ctx.locale);
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
    handler: async ({ params, actor }, req, res) => {
      if (regularSite(req, res, params.id)) return;
      await service.deleteEntry(req.ctx.db, params.entryId, actor, params.id);
      setFlash(req, { kind: 'success', key: 'guestbook.deleted' });
      res.redirect(303, `/Profile/${params.id}/Guestbook`);
    },
  }),
];
