import type { Request } from 'express';
import { z } from 'zod';
import type { Actor } from '../../../platform/auth/actor.ts';
import { may } from '../../../platform/auth/authorize.ts';
import { pageKey, type PageStart } from '../../../platform/db/keyset.ts';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { showProfileTab } from '../../profiles/index.ts';
import * as lists from './lists.ts';
import { loadVisibleLodge } from './load.ts';
import { lodgePages } from './lodge-pages.ts';
import { managementPages } from './management-pages.ts';
import { lodgeForm } from './schemas.ts';
import * as service from './service.ts';
import { lodgePath, showLodgeTab } from './shell.ts';

export const lodgesRoot = '/Community/Lodges';
export const lodgeParams = z.object({ id: z.coerce.number().int().positive() });
const keyQuery = { after: pageKey.optional(), before: pageKey.optional() };
const pageSize = 30;
const listTabs = ['Search', 'Newest', 'Nearby', 'MyLodges'] as const;
type ListTab = (typeof listTabs)[number];

const startOf = (q: { after?: string | undefined; before?: string | undefined }): PageStart => ({ after: q.after, before: q.before });
const withParam = (url: string, name: string, value: string) => `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;

/** The list page's locals: its tab row (the logged-on tabs only for a profile), the cards and the pager. */
function listLocals(req: Request, actor: Actor, tab: ListTab, baseUrl: string, page: { items: lists.LodgeCard[]; next: string | null; prev: string | null }, extra: Record<string, unknown> = {}) {
  return {
    title: req.ctx.t('lodges.list.heading'),
    tab,
    tabs: listTabs.filter((t) => actor.profileId !== null || t === 'Search' || t === 'Newest'),
    root: lodgesRoot,
    lodges: page.items,
    lodgePath,
    mayCreate: may(actor, 'lodges.create', { banned: false }),
    loggedOn: actor.profileId !== null,
    nextUrl: page.next ? withParam(baseUrl, 'after', page.next) : null,
    prevUrl: page.prev ? withParam(baseUrl, 'before', page.prev) : null,
    ...extra,
  };
}

const searchQuery = z.object({
  q: z.string().trim().max(200).default(''),
  categoryId: z.union([z.literal(''), z.coerce.number().int().positive()]).optional(),
  sort: z.coerce.number().int().min(1).max(4).default(3),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  ...keyQuery,
});

const createForm: FormView<'user'> = {
  view: 'lodges/create',
  locals: async (req, { actor }) => ({
    title: req.ctx.t('lodges.form.createTitle'),
    categories: await service.lodgeCategories(req.ctx.db),
    ban: await service.createBanOf(req.ctx.db, actor),
    action: `${lodgesRoot}/Create`,
    initial: { access: 'AccessForAll', memberVisibility: 'All' },
  }),
};

export const pages = [
  definePage({
    path: [lodgesRoot, `${lodgesRoot}/Search`],
    access: 'public',
    feature: 'lodges',
    query: searchQuery,
    handler: async ({ query, actor }, req, res) => {
      const categoryId = query.categoryId === '' ? undefined : query.categoryId;
      const byName = query.sort === 2;
      const start = byName ? { skip: (query.page - 1) * pageSize } : startOf(query);
      const page = await lists.searchLodges(req.ctx.db, actor, { text: query.q, categoryId, kinks: [], sort: query.sort }, start, pageSize);
      const params = new URLSearchParams({ ...(query.q ? { q: query.q } : {}), ...(categoryId ? { categoryId: String(categoryId) } : {}), sort: String(query.sort) });
      const baseUrl = `${lodgesRoot}/Search?${params}`;
      const paging = byName
        ? { next: page.hasMore ? String(query.page + 1) : null, prev: query.page > 1 ? String(query.page - 1) : null }
        : { next: page.next, prev: page.prev };
      const locals = listLocals(req, actor, 'Search', baseUrl, { ...page, next: null, prev: null }, {
        q: query.q,
        categoryId: categoryId ?? null,
        sort: query.sort,
        categories: await service.lodgeCategories(req.ctx.db),
      });
      if (byName) Object.assign(locals, { nextUrl: paging.next ? withParam(baseUrl, 'page', paging.next) : null, prevUrl: paging.prev ? withParam(baseUrl, 'page', paging.prev) : null });
      else Object.assign(locals, { nextUrl: paging.next ? withParam(baseUrl, 'after', paging.next) : null, prevUrl: paging.prev ? withParam(baseUrl, 'before', paging.prev) : null });
      res.render('lodges/list', locals);
    },
  }),
  definePage({
    path: `${lodgesRoot}/Newest`,
    access: 'public',
    feature: 'lodges',
    query: z.object(keyQuery),
    handler: async ({ query, actor }, req, res) => {
      const page = await lists.newestLodges(req.ctx.db, actor, startOf(query), pageSize);
      res.render('lodges/list', listLocals(req, actor, 'Newest', `${lodgesRoot}/Newest`, page));
    },
  }),
  definePage({
    path: `${lodgesRoot}/Nearby`,
    access: 'user',
    feature: 'lodges',
    query: z.object({ page: z.coerce.number().int().min(1).max(100).default(1) }),
    handler: async ({ query, actor }, req, res) => {
      const near = await lists.nearbyLodges(req.ctx.db, actor, (query.page - 1) * pageSize, pageSize);
      const locals = listLocals(req, actor, 'Nearby', `${lodgesRoot}/Nearby`, { items: near.items, next: null, prev: null }, { noArea: near.noArea });
      Object.assign(locals, {
        nextUrl: near.hasMore ? `${lodgesRoot}/Nearby?page=${query.page + 1}` : null,
        prevUrl: query.page > 1 ? `${lodgesRoot}/Nearby?page=${query.page - 1}` : null,
      });
      res.render('lodges/list', locals);
    },
  }),
  definePage({
    path: `${lodgesRoot}/MyLodges`,
    access: 'user',
    feature: 'lodges',
    query: z.object(keyQuery),
    handler: async ({ query, actor }, req, res) => {
      const page = await lists.myLodges(req.ctx.db, actor, startOf(query), pageSize);
      res.render('lodges/list', listLocals(req, actor, 'MyLodges', `${lodgesRoot}/MyLodges`, page));
    },
  }),
  definePage({
    path: `${lodgesRoot}/Create`,
    access: 'member',
    feature: 'lodges',
    handler: (input, req, res) => showForm(req, res, createForm, input),
  }),
  definePage({
    method: 'post',
    path: `${lodgesRoot}/Create`,
    access: 'member',
    notImpersonating: true,
    feature: 'lodges',
    body: lodgeForm,
    form: createForm,
    handler: async ({ body, actor }, req, res) => {
      const lodgeId = await service.createLodge(req.ctx.db, actor, body);
      setFlash(req, { kind: 'success', key: 'lodges.done.created' });
      res.redirect(303, lodgePath(lodgeId));
    },
  }),
  // The profile's Lodges tab (profiles draws the header and tabs; the lodges it belongs to are ours).
  definePage({
    path: '/Profile/:id/Lodges',
    access: 'user',
    feature: 'lodges',
    params: lodgeParams,
    query: z.object({ sortMode: z.coerce.number().int().min(1).max(2).default(1), ...keyQuery }),
    handler: async ({ params, query, actor }, req, res) => {
      const page = await lists.profileLodges(req.ctx.db, actor, params.id, query.sortMode, startOf(query), pageSize);
      const baseUrl = `/Profile/${params.id}/Lodges?sortMode=${query.sortMode}`;
      await showProfileTab(req, res, params.id, 'Lodges', actor, {
        view: 'lodges/profile-tab',
        locals: {
          lodges: page.items,
          lodgePath,
          sortMode: query.sortMode,
          own: params.id === actor.profileId,
          nextUrl: page.next ? withParam(baseUrl, 'after', page.next) : null,
          prevUrl: page.prev ? withParam(baseUrl, 'before', page.prev) : null,
        },
      });
    },
  }),
  definePage({
    path: `${lodgesRoot}/Lodge/:id`,
    access: 'public',
    feature: 'lodges',
    params: lodgeParams,
    handler: async ({ params, actor }, req, res) => {
      const loaded = await loadVisibleLodge(req.ctx.db, actor, params.id);
      showLodgeTab(req, res, loaded, 'About', { view: 'lodges/about' });
    },
  }),
  ...lodgePages,
  ...managementPages,
];
