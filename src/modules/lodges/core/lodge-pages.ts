import type { Request, Response } from 'express';
import { z } from 'zod';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import { authorize, may } from '../../../platform/auth/authorize.ts';
import { pageKey } from '../../../platform/db/keyset.ts';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { showForm } from '../../../platform/http/pages.ts';
import type { SelfAction } from '../policy.ts';
import { loadVisibleLodge } from './load.ts';
import { changeOwnStanding, changeStanding } from './membership.ts';
import { lodgeMembers } from './members.ts';
import { lodgeForm, memberSorts } from './schemas.ts';
import * as service from './service.ts';
import { lodgePath, lodgeTabPage, showLodgeTab } from './shell.ts';

const root = '/Community/Lodges/Lodge/:id';
const params = z.object({ id: z.coerce.number().int().positive() });
const lodges = { feature: 'lodges' as const };
const withParam = (url: string, name: string, value: string) => `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;

/** An own move as a button's form: the change, a flash naming it, back to the lodge. */
const ownMovePage = (path: string, action: SelfAction) =>
  definePage({
    method: 'post',
    path: `${root}/${path}`,
    access: 'user',
    ...lodges,
    params,
    handler: async ({ params: { id }, actor }, req, res) => {
      await changeOwnStanding(req.ctx.db, actor, id, action);
      setFlash(req, { kind: 'success', key: `lodges.done.${action}` });
      res.redirect(303, action === 'leave' ? '/Community/Lodges/MyLodges' : lodgePath(id));
    },
  });

const editForm: FormView<'user', { id: number }> = {
  view: 'lodges/lodge',
  locals: async (req, { params: { id }, actor, values }) => {
    const loaded = await loadVisibleLodge(req.ctx.db, actor, id);
    authorize(actor, 'lodges.edit', loaded.subject);
    const { lodge } = loaded;
    const submitted = Object.keys(values).length > 0;
    return lodgeTabPage(req, loaded, 'Edit', {
      view: 'lodges/edit',
      locals: {
        title: req.ctx.t('lodges.form.editTitle'),
        categories: await service.lodgeCategories(req.ctx.db),
        action: lodgePath(id, 'Edit'),
        mayDelete: may(actor, 'lodges.delete', loaded.subject),
        initial: submitted
          ? null
          : { name: lodge.name, description: lodge.description, categoryId: String(lodge.categoryId), tags: lodge.tags.join(', '), access: lodge.access, memberVisibility: lodge.memberVisibility, postalCode: lodge.postalCode ?? '' },
      },
    }).locals;
  },
};

const requestForm: FormView<'user', { id: number }> = {
  view: 'lodges/lodge',
  locals: async (req, { params: { id }, actor }) => {
    const loaded = await loadVisibleLodge(req.ctx.db, actor, id);
    authorize(actor, 'lodges.request', loaded.subject);
    return lodgeTabPage(req, loaded, 'About', { view: 'lodges/request', locals: { action: lodgePath(id, 'Request') } }).locals;
  },
};

const settingsBody = z.object({
  debates: z.literal('on').optional(),
  meetups: z.literal('on').optional(),
  media: z.literal('on').optional(),
  asDefault: z.literal('on').optional(),
  reset: z.literal('1').optional(),
});

async function showSettings(req: Request, res: Response, actor: ProfileActor, id: number) {
  const loaded = await loadVisibleLodge(req.ctx.db, actor, id);
  authorize(actor, 'lodges.participate', loaded.subject);
  const settings = await service.notificationSettings(req.ctx.db, actor, id);
  showLodgeTab(req, res, loaded, 'Settings', { view: 'lodges/settings', locals: { settings, action: lodgePath(id, 'Settings') } });
}

export const lodgePages = [
  ownMovePage('Join', 'join'),
  ownMovePage('Leave', 'leave'),
  ownMovePage('TakeOwnership', 'takeOwnership'),
  ownMovePage('ReleaseOwnership', 'releaseOwnership'),
  definePage({
    method: 'post',
    path: `${root}/WithdrawRequest`,
    access: 'user',
    ...lodges,
    params,
    handler: async ({ params: { id }, actor }, req, res) => {
      await changeStanding(req.ctx.db, actor, id, 'deleteRequest', actor.profileId);
      setFlash(req, { kind: 'success', key: 'lodges.done.deleteRequest' });
      res.redirect(303, lodgePath(id));
    },
  }),
  definePage({ path: `${root}/Request`, access: 'user', ...lodges, params, handler: (input, req, res) => showForm(req, res, requestForm, input) }),
  definePage({
    method: 'post',
    path: `${root}/Request`,
    access: 'user',
    ...lodges,
    params,
    body: z.object({ message: z.string().trim().max(1000, 'lodges.errors.messageLength').default('') }),
    form: requestForm,
    handler: async ({ params: { id }, body, actor }, req, res) => {
      await changeOwnStanding(req.ctx.db, actor, id, 'request', body.message);
      setFlash(req, { kind: 'success', key: 'lodges.done.request' });
      res.redirect(303, lodgePath(id));
    },
  }),
  definePage({
    path: `${root}/Members`,
    access: 'user',
    ...lodges,
    params,
    query: z.object({ sort: z.enum(memberSorts).default('LastJoined'), page: z.coerce.number().int().min(1).max(1000).default(1), after: pageKey.optional(), before: pageKey.optional() }),
    handler: async ({ params: { id }, query, actor }, req, res) => {
      const byName = query.sort === 'Alphabetically';
      const start = byName ? { skip: (query.page - 1) * 30 } : { after: query.after, before: query.before };
      const { loaded, page } = await lodgeMembers(req.ctx.db, actor, id, query.sort, '', start, 30);
      const base = `${lodgePath(id, 'Members')}?sort=${query.sort}`;
      showLodgeTab(req, res, loaded, 'Members', {
        view: 'lodges/members',
        locals: {
          members: page.items,
          sort: query.sort,
          sorts: memberSorts,
          nextUrl: byName ? (page.hasMore ? withParam(base, 'page', String(query.page + 1)) : null) : page.next ? withParam(base, 'after', page.next) : null,
          prevUrl: byName ? (query.page > 1 ? withParam(base, 'page', String(query.page - 1)) : null) : page.prev ? withParam(base, 'before', page.prev) : null,
        },
      });
    },
  }),
  definePage({ path: `${root}/Edit`, access: 'user', ...lodges, params, handler: (input, req, res) => showForm(req, res, editForm, input) }),
  definePage({
    method: 'post',
    path: `${root}/Edit`,
    access: 'user',
    ...lodges,
    params,
    body: lodgeForm,
    form: editForm,
    handler: async ({ params: { id }, body, actor }, req, res) => {
      await service.updateLodge(req.ctx.db, actor, id, body);
      setFlash(req, { kind: 'success', key: 'lodges.done.saved' });
      res.redirect(303, lodgePath(id));
    },
  }),
  definePage({
    method: 'post',
    path: `${root}/Delete`,
    access: 'user',
    notImpersonating: true,
    ...lodges,
    params,
    body: z.object({ confirm: z.literal('yes', { error: 'lodges.errors.confirmDelete' }) }),
    handler: async ({ params: { id }, actor }, req, res) => {
      await service.deleteLodge(req.ctx.db, actor, id);
      setFlash(req, { kind: 'success', key: 'lodges.done.deleted' });
      res.redirect(303, '/Community/Lodges/MyLodges');
    },
  }),
  definePage({ path: `${root}/Settings`, access: 'user', ...lodges, params, handler: ({ params: { id }, actor }, req, res) => showSettings(req, res, actor, id) }),
  definePage({
    method: 'post',
    path: `${root}/Settings`,
    access: 'user',
    ...lodges,
    params,
    body: settingsBody,
    handler: async ({ params: { id }, body, actor }, req, res) => {
      const db = req.ctx.db;
      if (body.reset) {
        authorize(actor, 'lodges.participate', (await loadVisibleLodge(db, actor, id)).subject);
        await service.deleteNotificationSettings(db, actor, id);
      } else {
        const s = { debates: Boolean(body.debates), meetups: Boolean(body.meetups), media: Boolean(body.media) };
        await service.saveNotificationSettings(db, actor, id, s);
        if (body.asDefault) await service.saveNotificationSettings(db, actor, null, s);
      }
      setFlash(req, { kind: 'success', key: 'lodges.done.settingsSaved' });
      res.redirect(303, lodgePath(id, 'Settings'));
    },
  }),
];
