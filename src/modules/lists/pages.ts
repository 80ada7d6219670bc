import { definePage, type FormView } from '../../platform/http/define.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { showForm } from '../../platform/http/pages.ts';
import { may } from '../../platform/auth/authorize.ts';
import * as service from './service.ts';
import { favouriteCard, presentNote, visitorCard } from './presenter.ts';
import { genders, noteForm, noteMaxLength, noteSorts, notesQuery, pageQuery, profileIdForm, profileParams } from './schemas.ts';

const pageSize = 30;
const skipOf = (page: number) => (page - 1) * pageSize;

/** The note form of one profile: 404 when the profile is not visible to the author. */
const noteFormView: FormView<'user', { id: number }> = {
  view: 'lists/note',
  locals: async (req, { params, actor }) => {
    const { profile, note } = await service.getNote(req.ctx.db, actor, params.id);
    return { title: req.ctx.t('lists.notes.editTitle', { name: profile.name }), profile, hasNote: Boolean(note), maxLength: noteMaxLength };
  },
};

export const pages = [
  /** The member's favourites, newest first, 30 a page. */
  definePage({
    path: '/Favorites',
    access: 'user',
    query: pageQuery,
    handler: async ({ query, actor }, req, res) => {
      const list = await service.favouriteCards(req.ctx.db, actor, skipOf(query.page), pageSize);
      res.render('lists/favourites', { title: req.ctx.t('lists.favourites.title'), favourites: list.items.map(favouriteCard), page: query.page, hasNext: list.hasMore });
    },
  }),
  definePage({
    method: 'post',
    path: '/Favorites/Add',
    access: 'user',
    body: profileIdForm,
    handler: async ({ body, actor }, req, res) => {
      const profile = await service.addFavourite(req.ctx.db, actor, body.profileId);
      setFlash(req, { kind: 'success', key: 'lists.favourites.added', params: { name: profile.name } });
      res.redirect(303, `/Profile/${profile.id}`);
    },
  }),
  definePage({
    method: 'post',
    path: '/Favorites/Remove',
    access: 'user',
    body: profileIdForm,
    handler: async ({ body, actor }, req, res) => {
      const removed = await service.removeFavourite(req.ctx.db, actor, body.profileId);
      setFlash(req, { kind: 'success', key: 'lists.favourites.removed', params: { name: removed.name } });
      res.redirect(303, '/Favorites');
    },
  }),
  /** Who visited me, newest first; visits since my last look are marked new, and looking marks them seen. */
  definePage({
    path: '/Visitors',
    access: 'user',
    query: pageQuery,
    handler: async ({ query, actor }, req, res) => {
      const list = await service.visitorCards(req.ctx.db, actor, skipOf(query.page), pageSize);
      if (may(actor, 'lists.markVisitsSeen', null)) await service.setVisitsAsSeen(req.ctx.db, actor);
      res.render('lists/visitors', { title: req.ctx.t('lists.visitors.title'), visitors: list.items.map(visitorCard), page: query.page, hasNext: list.hasMore });
    },
  }),
  definePage({
    method: 'post',
    path: '/Visitors/Hide',
    access: 'user',
    notImpersonating: true,
    body: profileIdForm,
    handler: async ({ body, actor }, req, res) => {
      await service.hideVisitor(req.ctx.db, actor, body.profileId);
      setFlash(req, { kind: 'success', key: 'lists.visitors.hidden' });
      res.redirect(303, '/Visitors');
    },
  }),
  /** My private notes, filtered by gender and text, newest first or by name. Staff acting as me never read them. */
  definePage({
    path: '/Notes',
    access: 'user',
    notImpersonating: true,
    query: notesQuery,
    handler: async ({ query, actor }, req, res) => {
      const list = await service.listNotes(req.ctx.db, actor, query, skipOf(query.page), pageSize);
      const filter = new URLSearchParams({ gender: query.gender ?? '', text: query.text ?? '', sort: query.sort });
      res.render('lists/notes', {
        title: req.ctx.t('lists.notes.title'),
        notes: list.items.map(presentNote),
        filter: query,
        filtered: Boolean(query.gender || query.text),
        filterParams: filter.toString(),
        genders,
        sorts: noteSorts,
        page: query.page,
        hasNext: list.hasMore,
      });
    },
  }),
  definePage({
    path: '/Notes/:id',
    access: 'user',
    notImpersonating: true,
    params: profileParams,
    handler: async (input, req, res) => {
      const { note } = await service.getNote(req.ctx.db, input.actor, input.params.id);
      await showForm(req, res, noteFormView, input, { values: { text: note?.text ?? '' } });
    },
  }),
  definePage({
    method: 'post',
    path: '/Notes/:id',
    access: 'user',
    notImpersonating: true,
    params: profileParams,
    body: noteForm,
    form: noteFormView,
    handler: async ({ params, body, actor }, req, res) => {
      const profile = await service.saveNote(req.ctx.db, actor, params.id, body.text);
      setFlash(req, { kind: 'success', key: 'lists.notes.saved', params: { name: profile.name } });
      res.redirect(303, '/Notes');
    },
  }),
  definePage({
    method: 'post',
    path: '/Notes/:id/Delete',
    access: 'user',
    notImpersonating: true,
    params: profileParams,
    handler: async ({ params, actor }, req, res) => {
      await service.deleteNote(req.ctx.db, actor, params.id);
      setFlash(req, { kind: 'success', key: 'lists.notes.deleted' });
      res.redirect(303, '/Notes');
    },
  }),
];
