import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Actor, ProfileActor } from '../../../platform/auth/actor.ts';
import { abilities, authorize } from '../../../platform/auth/authorize.ts';
import { definePage, type FormView, type PageDef } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { bodyFromForm } from '../../blogs/index.ts';
import { commentFormPages, commentThread, threadQuery } from '../../comments/index.ts';
import { lodgeTabPage, showLodgeTab } from '../core/index.ts';
import { categoryNotFound, entryNotFound } from './errors.ts';
import { membershipOpensDebates } from './policy.ts';
import { presentCard, presentCategory, presentEntry } from './presenter.ts';
import { categoryPath, commentFormBase, createEntryPath, debatePath, editEntryPath, topicPath } from './paths.ts';
import { debateEntrySubjectType } from './repo.ts';
import * as repo from './repo.ts';
import { categoryForm, categoryParams, entriesPageSize, entryForm, entryParams, listQuery, lodgeParams, moveForm, titleMaxLength } from './schemas.ts';
import * as service from './service.ts';
import { commentSubjectOf } from './subject.ts';

type ListQuery = z.infer<typeof listQuery>;
type ThreadQuery = z.infer<typeof threadQuery>;
const lodges = { feature: 'lodges' } as const;

/**
 * The Debate tab (or one category of it): the categories, a page of entries (pinned first, then latest activity
 * or newest) and the way to write one. Two statements, issued at once: the lodge with the viewer's role and its
 * categories, and the page of entries.
 */
async function showDebate(req: Request, res: Response, actor: Actor, lodgeId: number, categoryId: number | null, query: ListQuery) {
  const { db } = req.ctx;
  const [loaded, page] = await Promise.all([
    service.loadDebateLodge(db, actor, lodgeId),
    service.listEntries(db, actor, { lodgeId, categoryId }, query.sort, { after: query.after, before: query.before }, entriesPageSize),
  ]);
  const category = categoryId === null ? null : (loaded.categories.find((c) => c.id === categoryId) ?? null);
  if (categoryId !== null && !category) throw categoryNotFound();
  const here = category ? categoryPath(lodgeId, category.id) : debatePath(lodgeId);
  const link = (key: string, value: string) => `${here}?${new URLSearchParams({ ...(query.sort === 'newest' ? { sort: 'newest' } : {}), [key]: value }).toString()}`;
  showLodgeTab(req, res, loaded, 'Debate', {
    view: 'lodges/debates/index',
    locals: {
      debate: {
        lodgeId,
        categories: loaded.categories.map(presentCategory),
        category: category ? presentCategory(category) : null,
        entries: page.items.map((e) => presentCard(e, e.author)),
        nextHref: page.next ? link('after', page.next) : null,
        prevHref: page.prev ? link('before', page.prev) : null,
        sort: query.sort,
        here,
        createPath: createEntryPath(lodgeId),
        categoriesPath: `${debatePath(lodgeId)}/Categories`,
        can: {
          ...abilities(actor, loaded.subject, ['lodges.debates.write', 'lodges.edit', 'lodges.participate']),
          membershipOpens: membershipOpensDebates(actor, loaded.subject),
        },
      },
    },
  });
}

/**
 * The Topic page's view and locals (also the host of its comment forms): the entry with the buttons the actor's
 * rules allow, and the comment thread. Two statements, issued at once: the entry's (its lodge, the viewer's role,
 * categories, author, follow, today's view) and the thread's; a member's first view of the day writes its count once.
 */
async function topicPage(req: Request, actor: Actor, entryId: number, query: ThreadQuery, countView: boolean) {
  const { db } = req.ctx;
  const loading = service.loadEntryPage(db, actor, entryId);
  const subject = loading.then((l) => commentSubjectOf(actor, l.lodgeSubject, l.entry, l.subject));
  const [loaded, thread] = await Promise.all([
    loading,
    commentThread(req, actor, debateEntrySubjectType, entryId, { after: query.after, replies: query.replies, replyAfter: query.replyAfter, edit: query.edit, subject }),
  ]);
  const entry = presentEntry(loaded.entry, loaded.author?.visible ? loaded.author.identity : null);
  if (countView && actor.profileId !== null && !loaded.viewedToday) entry.viewCount = await repo.countView(db, entryId, actor.profileId);
  const can = {
    ...abilities(actor, loaded.subject, ['lodges.debates.edit', 'lodges.debates.delete', 'lodges.debates.follow']),
    ...abilities(actor, loaded.lodgeSubject, ['lodges.moderate']),
  };
  const page = lodgeTabPage(req, { lodge: loaded.lodge, role: loaded.role, hasOwner: loaded.hasOwner, subject: loaded.lodgeSubject }, 'Debate', {
    view: 'lodges/debates/topic',
    locals: {
      debate: {
        entry,
        category: loaded.category ? presentCategory(loaded.category) : null,
        categories: loaded.categories.map(presentCategory),
        followed: loaded.followed,
        can,
        debatePath: debatePath(loaded.lodge.id),
        editPath: editEntryPath(loaded.lodge.id, entryId),
        actionPath: topicPath(loaded.lodge.id, entryId),
      },
      thread,
    },
  });
  return { ...page, lodgeId: loaded.lodge.id };
}

/** The entry form's page inside the lodge's shell (Create and Edit). */
async function formPage(req: Request, actor: ProfileActor, lodgeId: number, entryId: number | null, values: Record<string, unknown>) {
  const { db } = req.ctx;
  const loaded = await service.loadDebateLodge(db, actor, lodgeId);
  let initial: Record<string, unknown> | null = null;
  if (entryId === null) authorize(actor, 'lodges.debates.write', loaded.subject);
  else {
    const { entry, subject } = await service.loadEntry(db, actor, entryId);
    if (entry.lodgeId !== lodgeId) throw entryNotFound();
    authorize(actor, 'lodges.debates.edit', subject);
    initial = { title: entry.title, body: entry.bodyHtml, categoryId: entry.categoryId === null ? '' : String(entry.categoryId) };
  }
  const submitted = Object.keys(values).length > 0;
  const { view, locals } = lodgeTabPage(req, loaded, 'Debate', {
    view: 'lodges/debates/edit',
    locals: {
      form: {
        action: entryId === null ? createEntryPath(lodgeId) : editEntryPath(lodgeId, entryId),
        heading: req.ctx.t(entryId === null ? 'lodges.debates.create.title' : 'lodges.debates.edit.title'),
        categories: loaded.categories.map(presentCategory),
        values: submitted ? values : (initial ?? {}),
        titleMaxLength,
        back: entryId === null ? debatePath(lodgeId) : topicPath(lodgeId, entryId),
      },
    },
  });
  return { view, locals };
}

/** The category management page (the lodge's admins): rename, delete, reorder, add. */
async function categoriesPage(req: Request, actor: ProfileActor, lodgeId: number) {
  const loaded = await service.loadDebateLodge(req.ctx.db, actor, lodgeId);
  authorize(actor, 'lodges.edit', loaded.subject);
  return lodgeTabPage(req, loaded, 'Debate', {
    view: 'lodges/debates/categories',
    locals: { debate: { lodgeId, categories: loaded.categories.map(presentCategory), base: `${debatePath(lodgeId)}/Categories`, debatePath: debatePath(lodgeId) } },
  });
}

const createForm: FormView<'user', { id: number }> = { view: 'lodges/lodge', locals: async (req, { params, actor, values }) => (await formPage(req, actor, params.id, null, values)).locals };
const editForm: FormView<'user', { id: number; entryId: number }> = {
  view: 'lodges/lodge',
  locals: async (req, { params, actor, values }) => (await formPage(req, actor, params.id, params.entryId, values)).locals,
};
const categoriesForm: FormView<'user', { id: number }> = { view: 'lodges/lodge', locals: async (req, { params, actor }) => (await categoriesPage(req, actor, params.id)).locals };
const categoryRenameForm: FormView<'user', { id: number; categoryId: number }> = { view: 'lodges/lodge', locals: async (req, { params, actor }) => (await categoriesPage(req, actor, params.id)).locals };

const draftOf = (body: z.infer<typeof entryForm>) => ({ title: body.title, body: bodyFromForm(body.body), categoryId: body.categoryId });

/** A moderator's or member's button on the Topic page, without JavaScript: does it, then back to the entry. */
function topicAction(name: string, run: (req: Request, actor: ProfileActor, entryId: number) => Promise<unknown>, flash: string): PageDef {
  return definePage({
    ...lodges,
    method: 'post',
    path: `/Community/Lodges/Lodge/:id/Debate/Topic/:entryId/${name}`,
    access: 'user',
    notImpersonating: true,
    params: entryParams,
    handler: async ({ params, actor }, req, res) => {
      await run(req, actor, params.entryId);
      setFlash(req, { kind: 'success', key: flash });
      res.redirect(303, topicPath(params.id, params.entryId));
    },
  });
}

/** The comment forms (comments' commentFormPages), under the lodges feature like every lodge route. */
const commentPages = commentFormPages({
  subjectType: debateEntrySubjectType,
  path: commentFormBase,
  host: async (req, { params, query, actor }) => topicPage(req, actor, params.id, query, false),
}).map((page) => ({ ...page, ...lodges }) as PageDef);

export const pages: PageDef[] = [
  definePage({
    ...lodges,
    path: '/Community/Lodges/Lodge/:id/Debate',
    access: 'public',
    params: lodgeParams,
    query: listQuery,
    handler: ({ params, query, actor }, req, res) => showDebate(req, res, actor, params.id, null, query),
  }),
  definePage({
    ...lodges,
    path: '/Community/Lodges/Lodge/:id/Debate/Category/:categoryId',
    access: 'public',
    params: categoryParams,
    query: listQuery,
    handler: ({ params, query, actor }, req, res) => showDebate(req, res, actor, params.id, params.categoryId, query),
  }),
  definePage({
    ...lodges,
    path: '/Community/Lodges/Lodge/:id/Debate/Topic/:entryId',
    access: 'public',
    params: entryParams,
    query: threadQuery,
    handler: async ({ params, query, actor }, req, res) => {
      const page = await topicPage(req, actor, params.entryId, query, true);
      if (page.lodgeId !== params.id) return res.redirect(301, topicPath(page.lodgeId, params.entryId));
      res.render(page.view, page.locals);
    },
  }),
  /** A short address of an entry (notifications link to it): the entry's page in its lodge. */
  definePage({
    ...lodges,
    path: commentFormBase,
    access: 'public',
    params: lodgeParams,
    handler: async ({ params, actor }, req, res) => {
      const { entry } = await service.loadEntry(req.ctx.db, actor, params.id);
      res.redirect(302, topicPath(entry.lodgeId, entry.id));
    },
  }),
  ...commentPages,
  definePage({ ...lodges, path: '/Community/Lodges/Lodge/:id/Debate/Create', access: 'member', params: lodgeParams, handler: (input, req, res) => showForm(req, res, createForm, input) }),
  definePage({
    ...lodges,
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Debate/Create',
    access: 'member',
    notImpersonating: true,
    params: lodgeParams,
    body: entryForm,
    form: createForm,
    handler: async ({ params, body, actor }, req, res) => {
      const entry = await service.createEntry(req.ctx.db, actor, params.id, draftOf(body), req.ctx.locale);
      setFlash(req, { kind: 'success', key: 'lodges.debates.created' });
      res.redirect(303, topicPath(params.id, entry.id));
    },
  }),
  definePage({ ...lodges, path: '/Community/Lodges/Lodge/:id/Debate/Edit/:entryId', access: 'member', params: entryParams, handler: (input, req, res) => showForm(req, res, editForm, input) }),
  definePage({
    ...lodges,
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Debate/Edit/:entryId',
    access: 'member',
    notImpersonating: true,
    params: entryParams,
    body: entryForm,
    form: editForm,
    handler: async ({ params, body, actor }, req, res) => {
      const entry = await service.updateEntry(req.ctx.db, actor, params.entryId, draftOf(body));
      setFlash(req, { kind: 'success', key: 'lodges.debates.saved' });
      res.redirect(303, topicPath(entry.lodgeId, entry.id));
    },
  }),
  topicAction('Lock', async (req, actor, id) => service.moderateEntry(req.ctx.db, actor, id, { locked: !(await service.loadEntry(req.ctx.db, actor, id)).entry.locked }), 'lodges.debates.changed'),
  topicAction('Pin', async (req, actor, id) => service.moderateEntry(req.ctx.db, actor, id, { pinned: !(await service.loadEntry(req.ctx.db, actor, id)).entry.pinned }), 'lodges.debates.changed'),
  topicAction('Follow', (req, actor, id) => service.toggleFollow(req.ctx.db, actor, id), 'lodges.debates.changed'),
  definePage({
    ...lodges,
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Debate/Topic/:entryId/Category',
    access: 'user',
    notImpersonating: true,
    params: entryParams,
    body: entryForm.pick({ categoryId: true }),
    handler: async ({ params, body, actor }, req, res) => {
      await service.moderateEntry(req.ctx.db, actor, params.entryId, { categoryId: body.categoryId });
      setFlash(req, { kind: 'success', key: 'lodges.debates.changed' });
      res.redirect(303, topicPath(params.id, params.entryId));
    },
  }),
  definePage({
    ...lodges,
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Debate/Topic/:entryId/Delete',
    access: 'user',
    notImpersonating: true,
    params: entryParams,
    handler: async ({ params, actor }, req, res) => {
      const lodgeId = await service.deleteEntry(req.ctx.db, actor, params.entryId);
      setFlash(req, { kind: 'success', key: 'lodges.debates.deleted' });
      res.redirect(303, debatePath(lodgeId));
    },
  }),
  definePage({ ...lodges, path: '/Community/Lodges/Lodge/:id/Debate/Categories', access: 'user', params: lodgeParams, handler: (input, req, res) => showForm(req, res, categoriesForm, input) }),
  definePage({
    ...lodges,
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Debate/Categories',
    access: 'user',
    notImpersonating: true,
    params: lodgeParams,
    body: categoryForm,
    form: categoriesForm,
    handler: async ({ params, body, actor }, req, res) => {
      await service.createCategory(req.ctx.db, actor, params.id, body.name);
      setFlash(req, { kind: 'success', key: 'lodges.debates.categories.added' });
      res.redirect(303, `${debatePath(params.id)}/Categories`);
    },
  }),
  definePage({
    ...lodges,
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Debate/Categories/:categoryId/Rename',
    access: 'user',
    notImpersonating: true,
    params: categoryParams,
    body: categoryForm,
    form: categoryRenameForm,
    handler: async ({ params, body, actor }, req, res) => {
      await sameLodge(req, actor, params);
      await service.renameCategory(req.ctx.db, actor, params.categoryId, body.name);
      setFlash(req, { kind: 'success', key: 'lodges.debates.categories.saved' });
      res.redirect(303, `${debatePath(params.id)}/Categories`);
    },
  }),
  definePage({
    ...lodges,
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Debate/Categories/:categoryId/Delete',
    access: 'user',
    notImpersonating: true,
    params: categoryParams,
    handler: async ({ params, actor }, req, res) => {
      await sameLodge(req, actor, params);
      await service.deleteCategory(req.ctx.db, actor, params.categoryId);
      setFlash(req, { kind: 'success', key: 'lodges.debates.categories.deleted' });
      res.redirect(303, `${debatePath(params.id)}/Categories`);
    },
  }),
  definePage({
    ...lodges,
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Debate/Categories/:categoryId/Move',
    access: 'user',
    notImpersonating: true,
    params: categoryParams,
    body: moveForm,
    form: categoryRenameForm,
    handler: async ({ params, body, actor }, req, res) => {
      await service.moveCategory(req.ctx.db, actor, params.id, params.categoryId, body.direction);
      res.redirect(303, `${debatePath(params.id)}/Categories`);
    },
  }),
];

/** A category named under another lodge's address is not there (404). */
async function sameLodge(req: Request, actor: Actor, params: { id: number; categoryId: number }) {
  const category = await service.categoryFor(req.ctx.db, actor, params.categoryId);
  if (category.lodgeId !== params.id) throw categoryNotFound();
}
