import { definePage } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { profileParams } from '../page/schemas.ts';
import * as service from './service.ts';
import { blockForm, pageQuery } from './schemas.ts';

const blacklistPageSize = 30;

/** Blocking a profile from its page, and the member's blacklist. */
export const blockPages = [
  definePage({
    method: 'post',
    path: '/Profile/:id/Block',
    access: 'user',
    notImpersonating: true,
    params: profileParams,
    handler: async ({ params, viewer }, req, res) => {
      const blocked = await service.blockProfile(req.ctx.db, viewer.id, params.id);
      setFlash(req, { kind: 'success', key: 'profiles.blacklist.blocked', params: { name: blocked.name } });
      res.redirect(303, '/Blacklist');
    },
  }),
  /** The member's blacklist: the profiles they blocked, newest first, each with a way to lift the block. */
  definePage({
    path: '/Blacklist',
    access: 'user',
    query: pageQuery,
    handler: async ({ query, viewer }, req, res) => {
      const skip = (query.page - 1) * blacklistPageSize;
      const rows = await service.listBlocked(req.ctx.db, viewer.id, skip, blacklistPageSize + 1);
      res.render('profiles/blacklist', {
        title: req.ctx.t('profiles.blacklist.title'),
        blocked: rows.slice(0, blacklistPageSize),
        page: query.page,
        hasNext: rows.length > blacklistPageSize,
      });
    },
  }),
  definePage({
    method: 'post',
    path: '/Blacklist/Remove',
    access: 'user',
    notImpersonating: true,
    body: blockForm,
    handler: async ({ body, viewer }, req, res) => {
      const unblocked = await service.unblockProfile(req.ctx.db, viewer.id, body.profileId);
      setFlash(req, { kind: 'success', key: 'profiles.blacklist.unblocked', params: { name: unblocked.name } });
      res.redirect(303, '/Blacklist');
    },
  }),
];
