import type { Request, Response } from 'express';
import { z } from 'zod';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import { abilities } from '../../../platform/auth/authorize.ts';
import { pageKey } from '../../../platform/db/keyset.ts';
import { definePage } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { visibleNamed } from '../../profiles/index.ts';
import { memberUnknown } from '../errors.ts';
import { targetActions, type MemberSubject, type TargetAction } from '../policy.ts';
import type { LodgeRole } from '../roles.ts';
import { changeStanding } from './membership.ts';
import * as members from './members.ts';
import * as service from './service.ts';
import { lodgePath, showLodgeTab } from './shell.ts';

const root = '/Community/Lodges/Lodge/:id/MemberManagement';
const params = z.object({ id: z.coerce.number().int().positive() });
const lodges = { feature: 'lodges' as const };
export const managementTabs = ['all', 'PendingRequests', 'BlockedProfiles', 'ActivityList'] as const;
type ManagementTab = (typeof managementTabs)[number];
const tabPath = (id: number, tab: ManagementTab) => `${lodgePath(id, 'MemberManagement')}${tab === 'all' ? '' : `/${tab}`}`;

/** A management tab: the lodge decided once (lodges.manage), the sub-tabs with the open requests' count, the content. */
async function showManagement(req: Request, res: Response, actor: ProfileActor, id: number, tab: ManagementTab, content: (loaded: Awaited<ReturnType<typeof members.managedLodge>>) => Promise<{ view: string; locals: Record<string, unknown> }>) {
  const loaded = await members.managedLodge(req.ctx.db, actor, id);
  const [pending, body] = await Promise.all([members.pendingCount(req.ctx.db, id), content(loaded)]);
  showLodgeTab(req, res, loaded, 'MemberManagement', {
    view: 'lodges/management',
    locals: { sub: tab, subTabs: managementTabs.map((t) => ({ key: t, href: tabPath(id, t) })), pending, body, here: tabPath(id, tab) },
  });
}

/** Which moves the actor may make on each listed profile (the same rules that decide the moves). */
function movesFor(actor: ProfileActor, subject: Omit<MemberSubject, 'targetRole' | 'self'>, people: { id: number; role: LodgeRole }[]) {
  return Object.fromEntries(
    people.map((p) => {
      const can = abilities(actor, { ...subject, targetRole: p.role, self: p.id === actor.profileId }, targetActions.map((a) => `lodges.${a}` as const));
      return [p.id, targetActions.filter((a) => can[`lodges.${a}`])];
    }),
  );
}

const backTo = z
  .string()
  .regex(/^\/Community\/Lodges\/Lodge\/\d+(\/[A-Za-z]+)*(\/\d+)?(\?[A-Za-z0-9=&_-]*)?$/)
  .optional();

export const managementPages = [
  definePage({
    path: root,
    access: 'user',
    ...lodges,
    params,
    query: z.object({ after: pageKey.optional(), before: pageKey.optional() }),
    handler: ({ params: { id }, query, actor }, req, res) =>
      showManagement(req, res, actor, id, 'all', async (loaded) => {
        const page = await members.standingPage(req.ctx.db, actor, id, ['Owner', 'CoOwner', 'Assistant', 'Member'], 'Rank', '', { after: query.after, before: query.before }, 30);
        const notes = await service.notesRows(req.ctx.db, id, page.items.map((m) => m.id));
        const base = tabPath(id, 'all');
        return {
          view: 'lodges/management-all',
          locals: {
            people: page.items,
            moves: movesFor(actor, loaded.subject, page.items),
            notes,
            nextUrl: page.next ? `${base}?after=${page.next}` : null,
            prevUrl: page.prev ? `${base}?before=${page.prev}` : null,
          },
        };
      }),
  }),
  definePage({
    path: `${root}/PendingRequests`,
    access: 'user',
    ...lodges,
    params,
    query: z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) }),
    handler: ({ params: { id }, query, actor }, req, res) =>
      showManagement(req, res, actor, id, 'PendingRequests', async (loaded) => {
        const page = await members.pendingRequests(req.ctx.db, actor, id, (query.page - 1) * 30, 30);
        const base = tabPath(id, 'PendingRequests');
        return {
          view: 'lodges/management-requests',
          locals: {
            people: page.items,
            moves: movesFor(actor, loaded.subject, page.items),
            nextUrl: page.hasMore ? `${base}?page=${query.page + 1}` : null,
            prevUrl: query.page > 1 ? `${base}?page=${query.page - 1}` : null,
          },
        };
      }),
  }),
  definePage({
    path: `${root}/BlockedProfiles`,
    access: 'user',
    ...lodges,
    params,
    query: z.object({ after: pageKey.optional(), before: pageKey.optional() }),
    handler: ({ params: { id }, query, actor }, req, res) =>
      showManagement(req, res, actor, id, 'BlockedProfiles', async (loaded) => {
        const page = await members.standingPage(req.ctx.db, actor, id, ['Blacklisted'], 'LastJoined', '', { after: query.after, before: query.before }, 30);
        const base = tabPath(id, 'BlockedProfiles');
        return {
          view: 'lodges/management-blocked',
          locals: {
            people: page.items,
            moves: movesFor(actor, loaded.subject, page.items),
            nextUrl: page.next ? `${base}?after=${page.next}` : null,
            prevUrl: page.prev ? `${base}?before=${page.prev}` : null,
          },
        };
      }),
  }),
  definePage({
    path: [`${root}/ActivityList`, `${root}/ActivityList/:profileId`],
    access: 'user',
    ...lodges,
    params: params.extend({ profileId: z.coerce.number().int().positive().optional() }),
    query: z.object({ after: pageKey.optional(), before: pageKey.optional() }),
    handler: ({ params: { id, profileId }, query, actor }, req, res) =>
      showManagement(req, res, actor, id, 'ActivityList', async () => {
        const page = await members.activities(req.ctx.db, actor, id, profileId, { after: query.after, before: query.before }, 30);
        const base = `${tabPath(id, 'ActivityList')}${profileId ? `/${profileId}` : ''}`;
        return {
          view: 'lodges/management-activity',
          locals: {
            activities: page.items,
            profileId: profileId ?? null,
            allHref: tabPath(id, 'ActivityList'),
            nextUrl: page.next ? `${base}?after=${page.next}` : null,
            prevUrl: page.prev ? `${base}?before=${page.prev}` : null,
          },
        };
      }),
  }),
  // Every move on another profile as a button's form: the rule decides, the flash names what happened.
  definePage({
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Members/:profileId/:move',
    access: 'user',
    ...lodges,
    params: params.extend({ profileId: z.coerce.number().int().positive(), move: z.enum(targetActions) }),
    body: z.object({ back: backTo }),
    handler: async ({ params: { id, profileId, move }, body, actor }, req, res) => {
      await changeStanding(req.ctx.db, actor, id, move as TargetAction, profileId);
      setFlash(req, { kind: 'success', key: `lodges.done.${move}` });
      res.redirect(303, body.back ?? tabPath(id, 'all'));
    },
  }),
  definePage({
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/BlockByName',
    access: 'user',
    ...lodges,
    params,
    body: z.object({ name: z.string().trim().min(1, 'lodges.errors.memberUnknown').max(60, 'lodges.errors.memberUnknown') }),
    handler: async ({ params: { id }, body, actor }, req, res) => {
      const [found] = (await visibleNamed(req.ctx.db, [body.name], actor)).values();
      if (!found) throw memberUnknown();
      await changeStanding(req.ctx.db, actor, id, 'block', found);
      setFlash(req, { kind: 'success', key: 'lodges.done.block' });
      res.redirect(303, tabPath(id, 'BlockedProfiles'));
    },
  }),
  definePage({
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Notes/:profileId',
    access: 'user',
    ...lodges,
    params: params.extend({ profileId: z.coerce.number().int().positive() }),
    body: z.object({ text: z.string().trim().min(1, 'lodges.errors.noteLength').max(2000, 'lodges.errors.noteLength') }),
    handler: async ({ params: { id, profileId }, body, actor }, req, res) => {
      await service.addNote(req.ctx.db, actor, id, profileId, body.text);
      setFlash(req, { kind: 'success', key: 'lodges.done.noteAdded' });
      res.redirect(303, `${tabPath(id, 'all')}#member-${profileId}`);
    },
  }),
  definePage({
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Notes/:profileId/Delete/:noteId',
    access: 'user',
    ...lodges,
    params: params.extend({ profileId: z.coerce.number().int().positive(), noteId: z.coerce.number().int().positive() }),
    handler: async ({ params: { id, profileId, noteId }, actor }, req, res) => {
      await service.deleteNote(req.ctx.db, actor, id, noteId);
      setFlash(req, { kind: 'success', key: 'lodges.done.noteDeleted' });
      res.redirect(303, `${tabPath(id, 'all')}#member-${profileId}`);
    },
  }),
];
