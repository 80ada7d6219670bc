import { definePage } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import * as service from './service.ts';
import { curateForm, curateParams, dismissForm, dismissParams } from './schemas.ts';

export const pages = [
  /** The entry page's curate form for curators (views/blogs/curation/_curate.ejs), without JavaScript: back to the entry. */
  definePage({
    method: 'post',
    path: '/Community/Blogs/Curate/:id',
    access: 'user',
    notImpersonating: true,
    params: curateParams,
    body: curateForm,
    handler: async ({ params, body, actor }, req, res) => {
      const { curated } = await service.setCurated(req.ctx.db, actor, params.id, body.curated);
      setFlash(req, { kind: 'success', key: curated ? 'blogs.curation.curate.done' : 'blogs.curation.curate.undone' });
      res.redirect(303, body.back);
    },
  }),
  /** Spec §3 Ban: why the member may not write blog entries and until when; without a ban, that they may. */
  definePage({
    path: '/Community/Blogs/Ban',
    access: 'user',
    handler: async ({ viewer }, req, res) => {
      const ban = await service.blogBanOf(req.ctx.db, viewer.id);
      res.render('blogs/curation/ban', { title: req.ctx.t(ban.banned ? 'blogs.curation.ban.title' : 'blogs.curation.ban.noneTitle'), ban });
    },
  }),
  /** The breaking-news banner's dismiss button without JavaScript: back to the page it was on. */
  definePage({
    method: 'post',
    path: '/BreakingNews/Dismiss/:id',
    access: 'user',
    params: dismissParams,
    body: dismissForm,
    handler: async ({ params, body, actor }, req, res) => {
      await service.dismissNews(req.ctx.db, actor, params.id);
      res.redirect(303, body.back);
    },
  }),
];
