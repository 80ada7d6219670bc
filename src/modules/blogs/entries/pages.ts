import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Actor, ProfileActor } from '../../../platform/auth/actor.ts';
import { may } from '../../../platform/auth/authorize.ts';
import { loginRedirect } from '../../../platform/auth/guard.ts';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { locales } from '../../../platform/i18n/index.ts';
import { commentFormPages, commentThread, threadQuery } from '../../comments/index.ts';
import { toggleLike } from '../../lists/index.ts';
import { ownAlbumPictures } from '../../media/index.ts';
import { entryPath } from '../paths.ts';
import { sightOf } from '../visibility.ts';
import { presentForEdit, presentLoadedEntry } from './presenter.ts';
import { bodyFromForm } from './sanitize.ts';
import { coAuthorsMax, editParams, entryForm, entryParams, tagsMax, titleMaxLength, type EntryDraft } from './schemas.ts';
import * as service from './service.ts';
import { commentSubjectOf, entrySubjectType } from './subject.ts';

/** Where a banned writer is sent from Create and Edit (curation's page, spec §2 Ban). */
export const banPath = '/Community/Blogs/Ban';
export const createPath = '/Community/Blogs/Create';
const editPath = (id: number) => `/Community/Blogs/Edit/${id}`;

type ThreadQuery = z.infer<typeof threadQuery>;
type LoadedPage = Awaited<ReturnType<typeof service.findEntryPageForViewer>>;

/**
 * The entry page's view and locals (also the host of its comment forms): the entry, its authors, its figures, what
 * the actor may do, OpenGraph and the canonical link, and the comments thread. Two statements, issued at once: the
 * entry's (everything about it for this viewer) and the thread's; `opened` (the member's read, written at most once
 * a day) follows the entry's, alongside the thread's.
 */
async function entryPage(req: Request, actor: Actor, id: number, query: ThreadQuery, opened?: (loaded: LoadedPage) => Promise<number | null>) {
  const { db, locale, origin } = req.ctx;
  const loading = service.findEntryPageForViewer(db, actor, id, locale);
  const subject = loading.then((l) => commentSubjectOf(actor, l.entry, l.subject, l.writer !== null && l.writer.ban !== null));
  const [loaded, thread, readCount] = await Promise.all([
    loading,
    commentThread(req, actor, entrySubjectType, id, { after: query.after, replies: query.replies, replyAfter: query.replyAfter, edit: query.edit, subject }),
    opened ? loading.then(opened) : null,
  ]);
  const { entry, writer } = loaded;
  const view = presentLoadedEntry(entry, loaded.authors);
  if (readCount !== null) view.readCount = readCount;
  const canonical = `${origin}${entryPath(entry)}`;
  return {
    view: 'blogs/entries/entry',
    entry,
    locals: {
      title: view.title,
      description: view.excerpt,
      headPartial: 'blogs/entries/_head',
      og: { title: view.title, description: view.excerpt, url: canonical, image: view.picture ? `${origin}${view.picture}` : null, locale: view.language.replace('-', '_') },
      canonical,
      entry: view,
      abilities: { ...service.entryAbilities(actor, entry, loaded.subject, writer), curate: may(actor, 'blogs.curate', loaded.subject), like: may(actor, 'blogs.like', loaded.subject) },
      likes: loaded.likes,
      thread,
      listState: { ...loaded.listState, own: actor.profileId === entry.ownerId },
      loggedOn: actor.profileId !== null,
    },
  };
}

async function renderEntry(req: Request, res: Response, actor: Actor, id: number, name: string | undefined, query: ThreadQuery) {
  // On the dark site a visitor (or a profile not admitted there) is sent to log on, as the guard sends them from any logged-on page.
  if (!may(actor, 'blogs.browse', null)) {
    res.redirect(302, loginRedirect(req.originalUrl));
    return;
  }
  // A member's read counts once a day (a wrong slug only redirects: no read, nothing written).
  const opened = actor.profileId === null ? undefined : (l: LoadedPage) => (name === l.entry.slug ? service.countReadOf(req.ctx.db, actor as ProfileActor, l) : Promise.resolve(null));
  const page = await entryPage(req, actor, id, query, opened);
  if (name !== page.entry.slug) {
    const qs = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    res.redirect(301, `${entryPath(page.entry)}${qs}`);
    return;
  }
  res.render(page.view, page.locals);
}

/** The form's choices and texts (Create and Edit). */
const formLocals = async (req: Request, actor: ProfileActor) => ({
  languages: locales.map((code) => ({ code, name: req.ctx.t(`blogs.entries.form.languages.${code}`) })),
  titleMaxLength,
  tagsMax,
  coAuthorsMax,
  // The editor's picture choice: the writer's own pictures in their albums (media serves them after its access check).
  pictures: await ownAlbumPictures(req.ctx.db, actor.profileId, actor.site.dark),
});

const createForm: FormView<'user'> = {
  view: 'blogs/entries/edit',
  locals: async (req, { values, actor }) => ({
    title: req.ctx.t('blogs.entries.create.title'),
    action: createPath,
    entry: null,
    initial: null,
    coAuthorsField: true,
    editor: { body: typeof values.body === 'string' ? values.body : '' },
    ...(await formLocals(req, actor)),
  }),
};

const editForm: FormView<'user', { id: number }> = {
  view: 'blogs/entries/edit',
  locals: async (req, { params, actor, values }) => {
    const entry = await service.entryForEdit(req.ctx.db, actor, params.id, req.ctx.locale);
    const view = await presentForEdit(req.ctx.db, entry, sightOf(actor));
    const submitted = Object.keys(values).length > 0;
    return {
      title: req.ctx.t('blogs.entries.edit.title'),
      action: editPath(entry.id),
      entry: view,
      initial: submitted ? null : { title: view.title, tags: view.tags.join(', '), language: view.language, state: view.state, coAuthors: view.coAuthors.map((a) => a.name).join(', ') },
      // Only the owner names co-authors; a co-author editing leaves them as they are.
      coAuthorsField: entry.ownerId === actor.profileId,
      editor: { body: submitted && typeof values.body === 'string' ? values.body : view.bodyHtml },
      ...(await formLocals(req, actor)),
    };
  },
};

/** A banned writer opening Create or Edit lands on the Ban page (spec §5); answers whether it sent them there. */
async function sentToBanPage(req: Request, res: Response, actor: ProfileActor): Promise<boolean> {
  if (!(await service.blogsBan(req.ctx.db, actor))) return false;
  res.redirect(303, banPath);
  return true;
}

const draftOf = ({ coAuthors, ...body }: z.infer<typeof entryForm>): EntryDraft => ({ ...body, body: bodyFromForm(body.body), coAuthorIds: null, coAuthorNames: coAuthors });

export const pages = [
  definePage({
    path: ['/Community/Blogs/Entry/:id', '/Community/Blogs/Entry/:id/:name'],
    access: 'public',
    params: entryParams,
    query: threadQuery,
    handler: ({ params, query, actor }, req, res) => renderEntry(req, res, actor, params.id, params.name, query),
  }),
  ...commentFormPages({
    subjectType: entrySubjectType,
    path: '/Community/Blogs/Entry/:id',
    host: (req, { params, query, actor }) => entryPage(req, actor, params.id, query),
  }),
  definePage({
    method: 'post',
    path: '/Community/Blogs/Entry/:id/ConfirmAuthor',
    access: 'user',
    notImpersonating: true,
    params: editParams,
    handler: async ({ params, actor }, req, res) => {
      const entry = await service.confirmCoAuthor(req.ctx.db, actor, params.id, req.ctx.locale);
      setFlash(req, { kind: 'success', key: 'blogs.entries.coAuthor.confirmed' });
      res.redirect(303, entryPath(entry));
    },
  }),
  /** The like button without JavaScript (lists' ToggleLike rules: a readable entry, the daily cap). */
  definePage({
    method: 'post',
    path: '/Community/Blogs/Entry/:id/Like',
    access: 'user',
    notImpersonating: true,
    params: editParams,
    handler: async ({ params, actor }, req, res) => {
      const { entry } = await service.findEntryForViewer(req.ctx.db, actor, params.id);
      await toggleLike(req.ctx.db, actor, { itemType: entrySubjectType, itemId: entry.id }, req.ctx.locale);
      res.redirect(303, `${entryPath(entry)}#entry-like`);
    },
  }),
  definePage({
    method: 'post',
    path: '/Community/Blogs/Entry/:id/Delete',
    access: 'user',
    notImpersonating: true,
    params: editParams,
    handler: async ({ params, actor }, req, res) => {
      await service.deleteEntry(req.ctx.db, actor, params.id, req.ctx.locale);
      setFlash(req, { kind: 'success', key: 'blogs.entries.deleted' });
      res.redirect(303, '/Community/Blogs/MyBlogs');
    },
  }),
  definePage({
    path: createPath,
    access: 'member',
    handler: async (input, req, res) => {
      if (!(await sentToBanPage(req, res, input.actor))) await showForm(req, res, createForm, input);
    },
  }),
  definePage({
    method: 'post',
    path: createPath,
    access: 'member',
    notImpersonating: true,
    body: entryForm,
    form: createForm,
    handler: async ({ body, actor }, req, res) => {
      if (await sentToBanPage(req, res, actor)) return;
      const entry = await service.saveEntry(req.ctx.db, actor, null, draftOf(body), req.ctx.locale);
      setFlash(req, { kind: 'success', key: entry.state === 'Published' ? 'blogs.entries.published' : 'blogs.entries.savedDraft' });
      res.redirect(303, entryPath(entry));
    },
  }),
  definePage({
    path: '/Community/Blogs/Edit/:id',
    access: 'member',
    params: editParams,
    handler: async (input, req, res) => {
      if (!(await sentToBanPage(req, res, input.actor))) await showForm(req, res, editForm, input);
    },
  }),
  definePage({
    method: 'post',
    path: '/Community/Blogs/Edit/:id',
    access: 'member',
    notImpersonating: true,
    params: editParams,
    body: entryForm,
    form: editForm,
    handler: async ({ params, body, actor }, req, res) => {
      if (await sentToBanPage(req, res, actor)) return;
      const entry = await service.saveEntry(req.ctx.db, actor, params.id, draftOf(body), req.ctx.locale);
      setFlash(req, { kind: 'success', key: entry.state === 'Published' ? 'blogs.entries.saved' : 'blogs.entries.savedDraft' });
      res.redirect(303, entryPath(entry));
    },
  }),
];
