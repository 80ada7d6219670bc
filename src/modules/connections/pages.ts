import type { Request, Response } from 'express';
import type { z } from 'zod';
import { definePage } from '../../platform/http/define.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { AppError, FieldErrors, invalidField } from '../../platform/http/errors.ts';
import { formErrors } from '../../platform/http/validation.ts';
import { submittedValues } from '../../platform/http/pages.ts';
import { showProfileTab } from '../profiles/index.ts';
import * as service from './service.ts';
import { askForm, changeRoleForm, connectionForm, connectionRoles, ownRelationsBack, ownRelationsQuery, relationsParams, type Back, type OwnRelationsPages } from './schemas.ts';

type Errors = Record<string, string>;

const ownRelationsUrl = '/EditProfile/Relations';
const ownPageSize = 30;
const firstPages: OwnRelationsPages = { incoming: 1, outgoing: 1, accepted: 1 };

/**
 * /EditProfile/Relations: the member's requests to answer, requests waiting, and relations, with their forms.
 * Relations are a dark-site feature: on the regular site the member is sent to /EditProfile with a word why.
 */
async function showOwnRelations(req: Request, res: Response, viewer: Express.User, pages: OwnRelationsPages, errors: Errors = {}) {
  if (!req.ctx.site.dark) {
    setFlash(req, { kind: 'info', key: 'connections.edit.darkOnly' });
    return res.redirect('/EditProfile');
  }
  const lists = await service.ownConnections(req.ctx.db, viewer.id, pages, ownPageSize);
  const values = req.method === 'POST' ? submittedValues(req.body) : {};
  res.render('connections/edit', { title: req.ctx.t('connections.edit.title'), ...lists, roles: connectionRoles, errors, values });
}

/** Shows the page a form came from again, with its errors. */
const showBack = (req: Request, res: Response, back: Back, viewer: Express.User, errors: Errors) =>
  back === ownRelationsBack ? showOwnRelations(req, res, viewer, firstPages, errors) : showRelations(req, res, back, viewer, errors);

/** /Profile/{id}/Relations with the relations as the viewer may see them, and the forms that fit. */
async function showRelations(req: Request, res: Response, profileId: number, viewer: Express.User, errors: Errors = {}) {
  const { db, site } = req.ctx;
  if (!site.dark) return showProfileTab(req, res, profileId, 'Relations', viewer);
  const connections = await service.profileConnections(db, profileId, viewer.id);
  const mine = await service.connectionWith(db, viewer.id, profileId);
  const values = req.method === 'POST' ? submittedValues(req.body) : {};
  return showProfileTab(req, res, profileId, 'Relations', viewer, {
    view: 'connections/tab',
    locals: { connections, mine, roles: connectionRoles, errors, values },
  });
}

/**
 * Runs a relations form: a bad field, or a 400/409 from the service, shows the page the form was on again
 * (`tabOf`: a profile's Relations tab, or /EditProfile/Relations) with the message by its field; 403 and 404
 * go to the error page.
 */
async function runForm<T>(req: Request, res: Response, viewer: Express.User, schema: z.ZodType<T>, tabOf: (body: T) => Back, run: (body: T) => Promise<string>) {
  service.requireDarkSite(req.ctx.site);
  const parsed = schema.safeParse(req.body ?? {});
  const sent = (req.body ?? {}) as Record<string, unknown>;
  const fallback = sent.back === ownRelationsBack ? ownRelationsBack : sent.profileId || sent.back ? Number(sent.profileId || sent.back) : viewer.id;
  if (!parsed.success) {
    if (fallback !== ownRelationsBack && (!Number.isSafeInteger(fallback) || fallback <= 0)) throw invalidField('profileId');
    res.status(400);
    return showBack(req, res, fallback, viewer, formErrors(parsed.error, req.ctx.t));
  }
  try {
    return res.redirect(303, await run(parsed.data));
  } catch (err) {
    if (!(err instanceof AppError) || ![400, 409, 429].includes(err.status)) throw err;
    const keys = err instanceof FieldErrors ? err.fields : { [err.field ?? 'form']: err.messageKey };
    res.status(err.status).set(err.headers);
    return showBack(req, res, tabOf(parsed.data), viewer, Object.fromEntries(Object.entries(keys).map(([f, k]) => [f, req.ctx.t(k, err.params)])));
  }
}

const tabUrl = (id: number) => `/Profile/${id}/Relations`;
/** Where a form goes after it worked: the page it was on (a profile's Relations tab, or /EditProfile/Relations). */
const backUrl = (back: Back | undefined, viewer: Express.User) => (back === ownRelationsBack ? ownRelationsUrl : tabUrl(back ?? viewer.id));
const deletedFlash = { Accepted: 'connections.flash.deleted', Outgoing: 'connections.flash.withdrawn', Incoming: 'connections.flash.declined' } as const;

export const pages = [
  definePage({
    path: ownRelationsUrl,
    access: 'user',
    query: ownRelationsQuery,
    handler: ({ query, viewer }, req, res) => showOwnRelations(req, res, viewer, query),
  }),
  definePage({
    path: '/Profile/:id/Relations',
    access: 'user',
    params: relationsParams,
    handler: ({ params, viewer }, req, res) => showRelations(req, res, params.id, viewer),
  }),
  definePage({
    method: 'post',
    path: '/Relations/Ask',
    access: 'user',
    notImpersonating: true,
    handler: ({ viewer }, req, res) =>
      runForm(req, res, viewer, askForm, (b) => b.profileId, async ({ profileId, role }) => {
        const asked = await service.requestConnection(req.ctx.db, viewer.id, profileId, role, req.ctx.locale);
        setFlash(req, { kind: 'success', key: 'connections.flash.asked', params: { name: asked.name } });
        return tabUrl(profileId);
      }),
  }),
  definePage({
    method: 'post',
    path: '/Relations/Accept',
    access: 'user',
    notImpersonating: true,
    handler: ({ viewer }, req, res) =>
      runForm(req, res, viewer, connectionForm, (b) => b.back ?? viewer.id, async ({ connectionId, back }) => {
        const accepted = await service.acceptConnection(req.ctx.db, viewer.id, connectionId);
        setFlash(req, { kind: 'success', key: 'connections.flash.accepted', params: { name: accepted.name } });
        return backUrl(back, viewer);
      }),
  }),
  definePage({
    method: 'post',
    path: '/Relations/Decline',
    access: 'user',
    notImpersonating: true,
    handler: ({ viewer }, req, res) =>
      runForm(req, res, viewer, connectionForm, (b) => b.back ?? viewer.id, async ({ connectionId, back }) => {
        await service.declineConnection(req.ctx.db, viewer.id, connectionId);
        setFlash(req, { kind: 'success', key: 'connections.flash.declined' });
        return backUrl(back, viewer);
      }),
  }),
  definePage({
    method: 'post',
    path: '/Relations/ChangeRole',
    access: 'user',
    notImpersonating: true,
    handler: ({ viewer }, req, res) =>
      runForm(req, res, viewer, changeRoleForm, (b) => b.back ?? viewer.id, async ({ connectionId, role, back }) => {
        const changed = await service.changeRole(req.ctx.db, viewer.id, connectionId, role);
        setFlash(req, { kind: 'success', key: 'connections.flash.roleChanged', params: { name: changed.name } });
        return backUrl(back, viewer);
      }),
  }),
  definePage({
    method: 'post',
    path: '/Relations/Delete',
    access: 'user',
    notImpersonating: true,
    handler: ({ viewer }, req, res) =>
      runForm(req, res, viewer, connectionForm, (b) => b.back ?? viewer.id, async ({ connectionId, back }) => {
        const was = await service.deleteConnection(req.ctx.db, viewer.id, connectionId);
        setFlash(req, { kind: 'success', key: deletedFlash[was] });
        return backUrl(back, viewer);
      }),
  }),
];
