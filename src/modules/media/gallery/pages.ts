import type { Request, Response } from 'express';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import { may } from '../../../platform/auth/authorize.ts';
import { definePage } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { showProfileTab, configurationOf, updateConfiguration } from '../../profiles/index.ts';
import { popularKinkChoices } from '../../kinks/index.ts';
import * as gallery from './service.ts';
import { explicitForm, explicitQuery, ownerAlbumParams, ownerMediaParams, ownerParams, picturesQuery } from './schemas.ts';
import { pageQuery } from '../schemas.ts';

/** /Profile/{id}/Pictures and its sub-paths (§2) inside the profile's header and tabs; what the viewer may not see is a 404. */
const inTab = (req: Request, res: Response, id: number, actor: ProfileActor, view: string, locals: Record<string, unknown>) =>
  showProfileTab(req, res, id, 'Pictures', actor, { view: `media/${view}`, locals });

const showItem = (kind: 'picture' | 'video') => async ({ params, actor }: { params: { id: number; mediaId: number }; actor: ProfileActor }, req: Request, res: Response) => {
  const page = await gallery.mediaPage(req.ctx.db, params.id, params.mediaId, kind, actor);
  await inTab(req, res, params.id, actor, 'item', page);
};

export const pages = [
  definePage({
    path: '/Profile/:id/Pictures',
    access: 'user',
    params: ownerParams,
    handler: async ({ params, actor }, req, res) => {
      const albums = await gallery.profileGallery(req.ctx.db, params.id, actor);
      await inTab(req, res, params.id, actor, 'tab', { albums });
    },
  }),
  definePage({
    path: '/Profile/:id/Pictures/Albums',
    access: 'user',
    params: ownerParams,
    handler: async ({ params, actor }, req, res) => {
      const albums = await gallery.profileGallery(req.ctx.db, params.id, actor, 1);
      await inTab(req, res, params.id, actor, 'albums', { albums });
    },
  }),
  definePage({
    path: '/Profile/:id/Pictures/Media/Album/:albumType/:albumId',
    access: 'user',
    params: ownerAlbumParams,
    query: pageQuery,
    handler: async ({ params, query, actor }, req, res) => {
      const { album, hasNext } = await gallery.albumGallery(req.ctx.db, params.id, params.albumType, params.albumId, actor, query.page);
      await inTab(req, res, params.id, actor, 'album', { album, page: query.page, hasNext });
    },
  }),
  definePage({ path: ['/Profile/:id/Pictures/p:mediaId', '/Profile/:id/Pictures/Media/Picture/:mediaId'], access: 'user', params: ownerMediaParams, handler: showItem('picture') }),
  definePage({ path: ['/Profile/:id/Pictures/v:mediaId', '/Profile/:id/Pictures/Media/Video/:mediaId'], access: 'user', params: ownerMediaParams, handler: showItem('video') }),

  /** The newest pictures of the members the viewer may see, 30 a page; on the dark site filtered by a kink list. */
  definePage({
    path: '/Pictures',
    access: 'user',
    query: picturesQuery,
    handler: async ({ query, actor }, req, res) => {
      const { db, locale, t } = req.ctx;
      const kinkFilter = may(actor, 'media.kinkFilter', null);
      const kinks = kinkFilter ? query.query : [];
      const { pictures, hasNext } = await gallery.newestPictures(db, actor, kinks, query.page);
      const choices = kinkFilter ? await popularKinkChoices(db, locale) : [];
      const extra = kinks.filter((k) => !choices.some((c) => c.query.toLowerCase() === k.toLowerCase())).map((k) => ({ query: k, name: k }));
      res.render('media/pictures', { title: t('media.pages.newestTitle'), pictures, page: query.page, hasNext, kinks, choices: [...choices, ...extra] });
    },
  }),
  /** The setting that shows explicit pictures unblurred (profile configuration `showExplicitMedia`), without JavaScript. */
  definePage({
    path: '/Pictures/Explicit',
    access: 'user',
    query: explicitQuery,
    handler: async ({ query, actor }, req, res) => {
      const { showExplicitMedia } = await configurationOf(req.ctx.db, actor.profileId);
      res.render('media/explicit', { title: req.ctx.t('media.pages.explicitTitle'), showing: showExplicitMedia, back: query.u });
    },
  }),
  definePage({
    method: 'post',
    path: '/Pictures/Explicit',
    access: 'user',
    body: explicitForm,
    handler: async ({ body, actor }, req, res) => {
      await updateConfiguration(req.ctx.db, actor.profileId, 'showExplicitMedia', body.show);
      setFlash(req, { kind: 'success', key: body.show === 'true' ? 'media.pages.explicitShown' : 'media.pages.explicitHidden' });
      res.redirect(303, body.u);
    },
  }),
];
