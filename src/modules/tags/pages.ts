import type { Request, Response } from 'express';
import { definePage, type FormView } from '../../platform/http/define.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { showForm } from '../../platform/http/pages.ts';
import { visibleIdentity } from '../profiles/index.ts';
import * as service from './service.ts';
import { may } from '../../platform/auth/authorize.ts';
import { tagListUrl } from './presenter.ts';
import { profileParams, removeForm, tagForm, tagMaxLength, tagsQuery } from './schemas.ts';

/** Spec §5: a logged-on non-member is told what tags are and where a membership comes from, never sent to a missing page. */
const membersOnly = (req: Request, res: Response) => res.status(403).render('tags/members-only', { title: req.ctx.t('tags.membersOnly.title') });

/** The member's tags on one profile with the add form: the page a failed add shows again (and the no-section fallback). */
const profileTagsForm: FormView<'user', { id: number }> = {
  view: 'tags/profile',
  locals: async (req, { params, actor }) => {
    const profile = await visibleIdentity(req.ctx.db, params.id, actor);
    return { title: req.ctx.t('tags.profilePage.title', { name: profile.name }), profile, tags: await service.tagsOn(req.ctx.db, actor.profileId, params.id), maxLength: tagMaxLength };
  },
};

export const pages = [
  /** /Tags: the member's tags as chips with counts; /Tags?tag=X: the profiles carrying X, 30 a page. */
  definePage({
    path: '/Tags',
    access: 'user',
    notImpersonating: true,
    query: tagsQuery,
    handler: async ({ query, actor }, req, res) => {
      if (!may(actor, 'tags.use', null)) return membersOnly(req, res);
      const { db, t } = req.ctx;
      if (!query.tag) return res.render('tags/tags', { title: t('tags.title'), tags: await service.tagCounts(db, actor) });
      const list = await service.profilesWithTag(db, actor, query.tag, query.page);
      res.render('tags/tagged', {
        title: t('tags.list.title', { tag: query.tag }),
        tag: query.tag,
        cards: list.items,
        page: query.page,
        prevUrl: query.page > 1 ? tagListUrl(query.tag, query.page - 1) : null,
        nextUrl: list.hasMore ? tagListUrl(query.tag, query.page + 1) : null,
      });
    },
  }),
  definePage({
    path: '/Tags/Profile/:id',
    access: 'user',
    notImpersonating: true,
    params: profileParams,
    handler: async (input, req, res) => (may(input.actor, 'tags.use', null) ? showForm(req, res, profileTagsForm, input) : membersOnly(req, res)),
  }),
  definePage({
    method: 'post',
    path: '/Tags/Profile/:id',
    access: 'member',
    notImpersonating: true,
    params: profileParams,
    body: tagForm,
    form: profileTagsForm,
    handler: async ({ params, body, actor }, req, res) => {
      const { profile } = await service.tagProfile(req.ctx.db, actor, params.id, body.tag, req.ctx.locale);
      setFlash(req, { kind: 'success', key: 'tags.flash.added', params: { name: profile.name, tag: body.tag } });
      res.redirect(303, `/Profile/${profile.id}`);
    },
  }),
  definePage({
    method: 'post',
    path: '/Tags/Profile/:id/Remove',
    access: 'member',
    notImpersonating: true,
    params: profileParams,
    body: removeForm,
    handler: async ({ params, body, actor }, req, res) => {
      const { name } = await service.untagProfile(req.ctx.db, actor, params.id, body.tag);
      setFlash(req, { kind: 'success', key: 'tags.flash.removed', params: { name, tag: body.tag } });
      res.redirect(303, body.back === 'list' ? tagListUrl(body.tag) : `/Profile/${params.id}`);
    },
  }),
];
