import { z } from 'zod';
import type { Request } from 'express';
import type { Actor } from '../../../platform/auth/actor.ts';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { showForm } from '../../../platform/http/pages.ts';
import { lodgePath, lodgeTabPage } from '../core/index.ts';
import { albumForm, albumParams, albumQuery, itemParams, lodgeParams, moveForm } from './schemas.ts';
import * as service from './service.ts';
import { uploadToAlbum } from './upload.ts';

const mediaPath = (lodgeId: number, rest = '') => `${lodgePath(lodgeId, 'Media')}${rest}`;
const albumPath = (lodgeId: number, albumId: number) => mediaPath(lodgeId, `/Album/${albumId}`);

/** The Media tab's page with the albums (the host of the new-album form). */
async function albumsPage(req: Request, actor: Actor, lodgeId: number) {
  const loaded = await service.loadMediaLodge(req.ctx.db, actor, lodgeId);
  const overview = await service.albumsOf(req.ctx.db, actor, loaded);
  return lodgeTabPage(req, loaded, 'Media', { view: 'lodges/media/albums', locals: { ...overview, mediaPath: (rest?: string) => mediaPath(lodgeId, rest) } });
}

/** One album's page (the host of its upload and rename forms). */
async function albumPage(req: Request, actor: Actor, lodgeId: number, albumId: number, before: number | null) {
  const loaded = await service.loadMediaLodge(req.ctx.db, actor, lodgeId);
  const opened = await service.openAlbum(req.ctx.db, actor, loaded, albumId, before);
  return lodgeTabPage(req, loaded, 'Media', { view: 'lodges/media/album', locals: { ...opened, mediaPath: (rest?: string) => mediaPath(lodgeId, rest) } });
}

const albumsForm: FormView<'user', { id: number }> = { slot: 'album', host: (req, { params, actor }) => albumsPage(req, actor, params.id) };
const albumViewForm: FormView<'public', { id: number; albumId: number }, { before?: number | undefined }> = {
  slot: 'upload',
  host: (req, { params, query, actor }) => albumPage(req, actor, params.id, params.albumId, query.before ?? null),
};
const renameForm: FormView<'user', { id: number; albumId: number }> = { slot: 'rename', host: (req, { params, actor }) => albumPage(req, actor, params.id, params.albumId, null) };
const uploadForm: FormView<'user', { id: number; albumId: number }> = { slot: 'upload', host: (req, { params, actor }) => albumPage(req, actor, params.id, params.albumId, null) };

const done = (req: Request, key: string) => setFlash(req, { kind: 'success', key });

/**
 * The lodge's Media tab (spec §2 Media: Albums, Album/{mediaAlbumId}, Validation): members and moderators only
 * (anyone else: 404), every form without JavaScript.
 */
export const pages = [
  definePage({
    path: '/Community/Lodges/Lodge/:id/Media',
    access: 'public',
    feature: 'lodges',
    params: lodgeParams,
    handler: async ({ params, actor }, req, res) => {
      const { view, locals } = await albumsPage(req, actor, params.id);
      res.render(view, locals);
    },
  }),
  definePage({
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Media',
    access: 'user',
    feature: 'lodges',
    notImpersonating: true,
    params: lodgeParams,
    body: albumForm,
    form: albumsForm,
    handler: async ({ params, body, actor }, req, res) => {
      const albumId = await service.createAlbum(req.ctx.db, actor, params.id, body.name);
      done(req, 'lodges.media.albumCreated');
      res.redirect(303, albumPath(params.id, albumId));
    },
  }),
  definePage({
    path: '/Community/Lodges/Lodge/:id/Media/Album/:albumId',
    access: 'public',
    feature: 'lodges',
    params: albumParams,
    query: albumQuery,
    handler: (input, req, res) => showForm(req, res, albumViewForm, input),
  }),
  definePage({
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Media/Album/:albumId/Upload',
    access: 'user',
    feature: 'lodges',
    notImpersonating: true,
    params: albumParams,
    body: z.object({}),
    form: uploadForm,
    handler: async ({ params, actor }, req, res) => {
      const made = await uploadToAlbum(req, actor, params.id, params.albumId);
      done(req, made.state === 'Approved' ? 'lodges.media.uploaded' : 'lodges.media.uploadedWaiting');
      res.redirect(303, albumPath(params.id, params.albumId));
    },
  }),
  definePage({
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Media/Album/:albumId/Edit',
    access: 'user',
    feature: 'lodges',
    notImpersonating: true,
    params: albumParams,
    body: albumForm,
    form: renameForm,
    handler: async ({ params, body, actor }, req, res) => {
      await service.renameAlbum(req.ctx.db, actor, params.albumId, body.name, params.id);
      done(req, 'lodges.media.albumRenamed');
      res.redirect(303, albumPath(params.id, params.albumId));
    },
  }),
  definePage({
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Media/Album/:albumId/Delete',
    access: 'user',
    feature: 'lodges',
    notImpersonating: true,
    params: albumParams,
    handler: async ({ params, actor }, req, res) => {
      await service.deleteAlbum(req.ctx.db, actor, params.albumId, params.id);
      done(req, 'lodges.media.albumDeleted');
      res.redirect(303, mediaPath(params.id));
    },
  }),
  definePage({
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Media/Item/:mediaId/Delete',
    access: 'user',
    feature: 'lodges',
    notImpersonating: true,
    params: itemParams,
    handler: async ({ params, actor }, req, res) => {
      const { albumId } = await service.deleteItem(req.ctx.db, actor, params.mediaId, params.id);
      done(req, 'lodges.media.itemDeleted');
      res.redirect(303, albumPath(params.id, albumId));
    },
  }),
  definePage({
    method: 'post',
    path: '/Community/Lodges/Lodge/:id/Media/Item/:mediaId/Move',
    access: 'user',
    feature: 'lodges',
    notImpersonating: true,
    params: itemParams,
    body: moveForm,
    handler: async ({ params, body, actor }, req, res) => {
      const { albumId } = await service.moveItem(req.ctx.db, actor, params.mediaId, body.albumId, params.id);
      done(req, 'lodges.media.itemMoved');
      res.redirect(303, albumPath(params.id, albumId));
    },
  }),
  definePage({
    path: '/Community/Lodges/Lodge/:id/Media/Validation',
    access: 'user',
    feature: 'lodges',
    params: lodgeParams,
    handler: async ({ params, actor }, req, res) => {
      const loaded = await service.loadMediaLodge(req.ctx.db, actor, params.id);
      const items = await service.waitingOf(req.ctx.db, actor, loaded);
      const { view, locals } = lodgeTabPage(req, loaded, 'Media', { view: 'lodges/media/validation', locals: { items, mediaPath: (rest?: string) => mediaPath(params.id, rest) } });
      res.render(view, locals);
    },
  }),
  ...(['Accept', 'Reject'] as const).map((verb) =>
    definePage({
      method: 'post',
      path: `/Community/Lodges/Lodge/:id/Media/Validation/:mediaId/${verb}`,
      access: 'user',
      feature: 'lodges',
      notImpersonating: true,
      params: itemParams,
      handler: async ({ params, actor }, req, res) => {
        await (verb === 'Accept' ? service.acceptItem : service.rejectItem)(req.ctx.db, actor, params.mediaId, params.id);
        done(req, verb === 'Accept' ? 'lodges.media.accepted' : 'lodges.media.rejected');
        res.redirect(303, mediaPath(params.id, '/Validation'));
      },
    }),
  ),
];
