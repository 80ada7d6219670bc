import type { Request } from 'express';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { loadVisibleLodge, lodgePath, lodgeTabPage } from '../core/index.ts';
import { conversationParams, conversationQuery, lodgeParams, messageForm, tabQuery } from './schemas.ts';
import * as service from './service.ts';

const mailPath = (lodgeId: number, conversationId?: number) => `${lodgePath(lodgeId, 'Mail')}${conversationId ? `/${conversationId}` : ''}`;

type TabPage = { before: number | null; olderThan: number | null };
const tabPageOf = (query: { before?: number | undefined; olderThan?: number | undefined }): TabPage => ({ before: query.before ?? null, olderThan: query.olderThan ?? null });

async function tabPage(req: Request, actor: ProfileActor, lodgeId: number, page: TabPage) {
  const loaded = await loadVisibleLodge(req.ctx.db, actor, lodgeId);
  const tab = await service.mailTab(req.ctx.db, actor, loaded, page);
  return lodgeTabPage(req, loaded, 'Mail', { view: 'lodges/mail/tab', locals: { ...tab, mailPath: (c?: number) => mailPath(lodgeId, c) } });
}

async function conversationPage(req: Request, actor: ProfileActor, lodgeId: number, conversationId: number, before: number | null) {
  const loaded = await loadVisibleLodge(req.ctx.db, actor, lodgeId);
  const opened = await service.openLodgeConversation(req.ctx.db, actor, loaded, conversationId, before);
  return lodgeTabPage(req, loaded, 'Mail', { view: 'lodges/mail/conversation', locals: { ...opened, conversationId, mailPath: (c?: number) => mailPath(lodgeId, c) } });
}

const tabForm: FormView<'user', { id: number }, { before?: number | undefined; olderThan?: number | undefined }> = {
  slot: 'mail',
  host: (req, { params, query, actor }) => tabPage(req, actor, params.id, tabPageOf(query)),
};
const conversationForm: FormView<'user', { id: number; conversationId: number }, { before?: number | undefined }> = {
  slot: 'mail',
  host: (req, { params, query, actor }) => conversationPage(req, actor, params.id, params.conversationId, query.before ?? null),
};

/**
 * The lodge's Mail tab (spec §2 Lodge/{id}/Mail/{conversationId?}): a member's conversation with the lodge's
 * admins, through mail's group conversations; the admins see them all. Membership is asked on every request.
 */
export const pages = [
  definePage({
    path: '/Community/Lodges/Lodge/:id/Mail',
    access: 'user',
    feature: 'lodges',
    params: lodgeParams,
    query: tabQuery,
    handler: (input, req, res) => showForm(req, res, tabForm, input),
  }),
  definePage({
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Mail',
    access: 'user',
    feature: 'lodges',
    notImpersonating: true,
    params: lodgeParams,
    query: tabQuery,
    body: messageForm,
    form: tabForm,
    handler: async ({ params, body, actor }, req, res) => {
      const loaded = await loadVisibleLodge(req.ctx.db, actor, params.id);
      const conversationId = await service.writeToAdmins(req.ctx.db, actor, loaded, body.body);
      setFlash(req, { kind: 'success', key: 'lodges.mail.sent' });
      res.redirect(303, mailPath(params.id, conversationId));
    },
  }),
  definePage({
    path: '/Community/Lodges/Lodge/:id/Mail/:conversationId',
    access: 'user',
    feature: 'lodges',
    params: conversationParams,
    query: conversationQuery,
    handler: (input, req, res) => showForm(req, res, conversationForm, input),
  }),
  definePage({
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Mail/:conversationId',
    access: 'user',
    feature: 'lodges',
    notImpersonating: true,
    params: conversationParams,
    query: conversationQuery,
    body: messageForm,
    form: conversationForm,
    handler: async ({ params, body, actor }, req, res) => {
      const loaded = await loadVisibleLodge(req.ctx.db, actor, params.id);
      await service.answer(req.ctx.db, actor, loaded, params.conversationId, body.body);
      setFlash(req, { kind: 'success', key: 'lodges.mail.sent' });
      res.redirect(303, mailPath(params.id, params.conversationId));
    },
  }),
];
