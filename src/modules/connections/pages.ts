import type { Request } from 'express';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { may } from '../../platform/auth/authorize.ts';
import { definePage, type FormView } from '../../platform/http/define.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { profileTabPage, showProfileTab } from '../profiles/index.ts';
import * as service from './service.ts';
import { askForm, changeRoleForm, connectionForm, connectionRoles, ownRelationsBack, ownRelationsQuery, relationsParams, type Back, type OwnRelationsPages } from './schemas.ts';

const ownRelationsUrl = '/EditProfile/Relations';
const ownPageSize = 30;
const firstPages: OwnRelationsPages = { incoming: 1, outgoing: 1, accepted: 1 };

/** /EditProfile/Relations: the member's requests to answer, requests waiting, and relations, with their forms. */
async function ownRelationsPage(req: Request, actor: ProfileActor, pages: OwnRelationsPages) {
  const lists = await service.ownConnections(req.ctx.db, actor, pages, ownPageSize);
  return { view: 'connections/edit', locals: { title: req.ctx.t('connections.edit.title'), ...lists, roles: connectionRoles } };
}

/** /Profile/{id}/Relations (dark site) with the relations as the viewer may see them, and the forms that fit. */
async function relationsTabPage(req: Request, profileId: number, actor: ProfileActor) {
  const { db } = req.ctx;
  const connections = await service.profileConnections(db, profileId, actor);
  const mine = await service.connectionWith(db, actor, profileId);
  return profileTabPage(req, profileId, 'Relations', actor, { view: 'connections/tab', locals: { connections, mine, roles: connectionRoles } });
}

/** The page a relation form was sent from: its `back` (or the profile it asks), else the member's own profile. */
function hostOf(values: Record<string, unknown>, actor: ProfileActor): Back {
  if (values.back === ownRelationsBack) return ownRelationsBack;
  const id = Number(values.profileId || values.back || actor.profileId);
  if (!Number.isSafeInteger(id) || id <= 0) throw invalidField('profileId');
  return id;
}

/**
 * Every relation form lives in one of two host pages, a profile's Relations tab or /EditProfile/Relations: a bad
 * field, or a 400/409/429 from the service, shows that page again with the message by its field (slot
 * `relations`); 403 and 404 go to the error page. Relations are a dark-site feature: elsewhere the forms are 404
 * (`site: 'dark'` on each).
 */
const relationsForm: FormView<'user'> = {
  slot: 'relations',
  host: (req, { values, actor }) => {
    const back = hostOf(values, actor);
    return back === ownRelationsBack ? ownRelationsPage(req, actor, firstPages) : relationsTabPage(req, back, actor);
  },
};

const tabUrl = (id: number) => `/Profile/${id}/Relations`;
/** Where a form goes after it worked: the page it was on (a profile's Relations tab, or /EditProfile/Relations). */
const backUrl = (back: Back | undefined, actor: ProfileActor) => (back === ownRelationsBack ? ownRelationsUrl : tabUrl(back ?? actor.profileId));
const deletedFlash = { Accepted: 'connections.flash.deleted', Outgoing: 'connections.flash.withdrawn', Incoming: 'connections.flash.declined' } as const;

export const pages = [
  definePage({
    path: ownRelationsUrl,
    access: 'user',
    query: ownRelationsQuery,
    handler: async ({ query, actor }, req, res) => {
      if (!may(actor, 'connections.tab', null)) {
        setFlash(req, { kind: 'info', key: 'connections.edit.darkOnly' });
        return res.redirect('/EditProfile');
      }
      const { view, locals } = await ownRelationsPage(req, actor, query);
      res.render(view, locals);
    },
  }),
  definePage({
    path: '/Profile/:id/Relations',
    access: 'user',
    params: relationsParams,
    handler: async ({ params, actor }, req, res) => {
      if (!may(actor, 'connections.tab', null)) return showProfileTab(req, res, params.id, 'Relations', actor);
      const { view, locals } = await relationsTabPage(req, params.id, actor);
      res.render(view, locals);
    },
  }),
  definePage({
    method: 'post',
    path: '/Relations/Ask',
    access: 'user',
    notImpersonating: true,
    site: 'dark',
    body: askForm,
    form: relationsForm,
    handler: async ({ body: { profileId, role }, actor }, req, res) => {
      const asked = await service.requestConnection(req.ctx.db, actor, profileId, role, req.ctx.locale);
      setFlash(req, { kind: 'success', key: 'connections.flash.asked', params: { name: asked.name } });
      res.redirect(303, tabUrl(profileId));
    },
  }),
  definePage({
    method: 'post',
    path: '/Relations/Accept',
    access: 'user',
    notImpersonating: true,
    site: 'dark',
    body: connectionForm,
    form: relationsForm,
    handler: async ({ body: { connectionId, back }, actor }, req, res) => {
      const accepted = await service.acceptConnection(req.ctx.db, actor, connectionId);
      setFlash(req, { kind: 'success', key: 'connections.flash.accepted', params: { name: accepted.name } });
      res.redirect(303, backUrl(back, actor));
    },
  }),
  definePage({
    method: 'post',
    path: '/Relations/Decline',
    access: 'user',
    notImpersonating: true,
    site: 'dark',
    body: connectionForm,
    form: relationsForm,
    handler: async ({ body: { connectionId, back }, actor }, req, res) => {
      await service.declineConnection(req.ctx.db, actor, connectionId);
      setFlash(req, { kind: 'success', key: 'connections.flash.declined' });
      res.redirect(303, backUrl(back, actor));
    },
  }),
  definePage({
    method: 'post',
    path: '/Relations/ChangeRole',
    access: 'user',
    notImpersonating: true,
    site: 'dark',
    body: changeRoleForm,
    form: relationsForm,
    handler: async ({ body: { connectionId, role, back }, actor }, req, res) => {
      const changed = await service.changeRole(req.ctx.db, actor, connectionId, role);
      setFlash(req, { kind: 'success', key: 'connections.flash.roleChanged', params: { name: changed.name } });
      res.redirect(303, backUrl(back, actor));
    },
  }),
  definePage({
    method: 'post',
    path: '/Relations/Delete',
    access: 'user',
    notImpersonating: true,
    site: 'dark',
    body: connectionForm,
    form: relationsForm,
    handler: async ({ body: { connectionId, back }, actor }, req, res) => {
      const was = await service.deleteConnection(req.ctx.db, actor, connectionId);
      setFlash(req, { kind: 'success', key: deletedFlash[was] });
      res.redirect(303, backUrl(back, actor));
    },
  }),
];
