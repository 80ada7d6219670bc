import type { Request, Response } from 'express';
import { definePage, type FormView } from '../../../platform/http/define.ts';
import { setFlash } from '../../../platform/http/flash.ts';
import { showForm } from '../../../platform/http/pages.ts';
import type { Translate } from '../../../platform/i18n/index.ts';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import * as service from './service.ts';
import { typeIdOf } from '../gallery/service.ts';
import { albumKindsFor } from '../policy.ts';
import type { AlbumRow } from '../repo.ts';
import { presentMedia } from '../presenter.ts';
import { albumForm, albumNameMaxLength, albumParams, captionMaxLength, deleteAlbumForm, mediaForm, mediaParams, moveForm, renameAlbumForm, reorderForm } from './schemas.ts';
import { localPath, pageQuery } from '../schemas.ts';

/** /EditProfile/PicturesAndVideos (§2): the member's own albums, profile pictures and file archive; every form works without JavaScript. */
const base = '/EditProfile/PicturesAndVideos';
type Section = 'Albums' | 'ProfilePictures' | 'FileArchive';

type Scope = { profileId: number; dark: boolean };
const scopeOf = (actor: ProfileActor): Scope => ({ profileId: actor.profileId, dark: actor.site.dark });
/** An album's name as the member sees it: theirs, or the kind's own name. */
export const albumName = (t: Translate, album: Pick<AlbumRow, 'kind' | 'name'>) => album.name || t(`media.albums.kinds.${album.kind}`);
const sectionOf = (album: AlbumRow): Section => (album.kind === 'Profile' ? 'ProfilePictures' : album.kind === 'Archive' ? 'FileArchive' : 'Albums');
/** Where an album is edited: profile pictures and the file archive have their own pages. */
const albumPath = (album: AlbumRow) => (album.kind === 'Profile' ? `${base}/ProfilePictures` : album.kind === 'Archive' ? `${base}/FileArchive` : `${base}/Album/${album.id}`);
const backTo = (album: AlbumRow, page: number, mediaId?: number) => `${albumPath(album)}${page > 1 ? `?page=${page}` : ''}${mediaId ? `#media-${mediaId}` : ''}`;

/** The locals of an album's page: its media with their forms, the albums they may move to, and the upload form. */
async function albumLocals(req: Request, scope: Scope, album: AlbumRow | null, kind: 'Profile' | 'Archive' | null, page: number, failedMediaId?: number) {
  const { db, t } = req.ctx;
  const contents = album ? await service.albumContents(db, album, page) : { items: [], hasNext: false, count: 0 };
  const { profile, named, archive } = await service.albumSummaries(db, scope);
  const targets = [profile, ...named, archive].filter((s) => s !== null && s.album.id !== album?.id).map((s) => ({ id: s!.album.id, name: albumName(t, s!.album) }));
  const albumKind = album?.kind ?? kind!;
  return {
    title: album ? albumName(t, album) : t(`media.albums.kinds.${albumKind}`),
    section: album ? sectionOf(album) : kind === 'Profile' ? 'ProfilePictures' : 'FileArchive',
    album: album ? { id: album.id, kind: album.kind, name: album.name } : null,
    albumKind,
    ...contents,
    page,
    pageSize: service.editPageSize,
    pagePath: album ? albumPath(album) : `${base}/${kind === 'Profile' ? 'ProfilePictures' : 'FileArchive'}`,
    targets,
    upload: { albumTypeId: typeIdOf(albumKind), albumId: album && album.kind !== 'Profile' && album.kind !== 'Archive' ? album.id : undefined },
    captionMaxLength,
    failedMediaId: failedMediaId ?? null,
  };
}

const albumsForm: FormView<'user'> = {
  view: 'media/edit/albums',
  locals: async (req, { actor }) => {
    const { named } = await service.albumSummaries(req.ctx.db, scopeOf(actor));
    const kinds = albumKindsFor(actor).filter((k) => k !== 'Profile');
    return { title: req.ctx.t('media.albums.title'), section: 'Albums', albums: named.map((s) => ({ ...s, name: albumName(req.ctx.t, s.album) })), kinds, albumNameMaxLength };
  },
};

/** A caption refused: the album page again, the error next to that item. */
const mediaFormView: FormView<'user', { mediaId: number }, { page: number }> = {
  view: 'media/edit/album',
  locals: async (req, { params, query, actor }) => {
    const scope = scopeOf(actor);
    const media = await service.ownMedia(req.ctx.db, scope, params.mediaId);
    const album = await service.ownAlbum(req.ctx.db, scope, media.albumId!);
    return albumLocals(req, scope, album, null, query.page, media.id);
  },
};

async function showSingle(req: Request, res: Response, scope: Scope, kind: 'Profile' | 'Archive', page: number) {
  const album = await service.singleAlbumOf(req.ctx.db, scope, kind);
  res.render('media/edit/album', { ...(await albumLocals(req, scope, album, kind, page)), values: {}, errors: {} });
}

const mediaActionQuery = pageQuery.extend({ back: localPath.optional().catch(undefined) });

export const editPages = [
  definePage({
    path: base,
    access: 'user',
    handler: async ({ viewer, actor }, req, res) => {
      const summaries = await service.albumSummaries(req.ctx.db, scopeOf(actor));
      res.render('media/edit/overview', { title: req.ctx.t('media.albums.overviewTitle'), section: null, ...summaries, ownerId: viewer.id, name: (a: AlbumRow) => albumName(req.ctx.t, a) });
    },
  }),
  definePage({ path: `${base}/Albums`, access: 'user', handler: (input, req, res) => showForm(req, res, albumsForm, input) }),
  definePage({
    method: 'post',
    path: `${base}/Albums`,
    access: 'user',
    body: albumForm,
    form: albumsForm,
    handler: async ({ body, actor }, req, res) => {
      const album = await service.createAlbum(req.ctx.db, scopeOf(actor), body);
      setFlash(req, { kind: 'success', key: 'media.albums.created', params: { name: album.name } });
      res.redirect(303, `${base}/Album/${album.id}`);
    },
  }),
  definePage({
    method: 'post',
    path: `${base}/Albums/Rename`,
    access: 'user',
    body: renameAlbumForm,
    form: albumsForm,
    handler: async ({ body, actor }, req, res) => {
      const album = await service.renameAlbum(req.ctx.db, scopeOf(actor), body.albumId, body.name);
      setFlash(req, { kind: 'success', key: 'media.albums.renamed', params: { name: album.name } });
      res.redirect(303, `${base}/Albums`);
    },
  }),
  definePage({
    method: 'post',
    path: `${base}/Album/:albumId/Delete`,
    access: 'user',
    params: albumParams,
    body: deleteAlbumForm,
    handler: async ({ params, body, actor }, req, res) => {
      const { album, count } = await service.deleteAlbum(req.ctx.db, scopeOf(actor), params.albumId, body.media);
      const key = body.media === 'delete' ? 'media.albums.deletedWithMedia' : 'media.albums.deletedToArchive';
      setFlash(req, { kind: 'success', key, params: { name: albumName(req.ctx.t, album), count } });
      res.redirect(303, `${base}/Albums`);
    },
  }),
  definePage({
    path: `${base}/Album/:albumId`,
    access: 'user',
    params: albumParams,
    query: pageQuery,
    handler: async ({ params, query, actor }, req, res) => {
      const album = await service.ownAlbum(req.ctx.db, scopeOf(actor), params.albumId);
      if (sectionOf(album) !== 'Albums') return res.redirect(302, albumPath(album));
      res.render('media/edit/album', { ...(await albumLocals(req, scopeOf(actor), album, null, query.page)), values: {}, errors: {} });
    },
  }),
  definePage({ path: `${base}/ProfilePictures`, access: 'user', query: pageQuery, handler: ({ query, actor }, req, res) => showSingle(req, res, scopeOf(actor), 'Profile', query.page) }),
  definePage({ path: `${base}/FileArchive`, access: 'user', query: pageQuery, handler: ({ query, actor }, req, res) => showSingle(req, res, scopeOf(actor), 'Archive', query.page) }),
  /** One item of the file archive, large, with its forms. */
  definePage({
    path: `${base}/FileArchive/:mediaId`,
    access: 'user',
    params: mediaParams,
    handler: async ({ params, actor }, req, res) => {
      const media = await service.ownMedia(req.ctx.db, scopeOf(actor), params.mediaId);
      if (media.albumKind !== 'Archive') return res.redirect(302, `${base}/FileArchive`);
      const locals = await albumLocals(req, scopeOf(actor), await service.ownAlbum(req.ctx.db, scopeOf(actor), media.albumId!), null, 1);
      res.render('media/edit/item', { ...locals, title: req.ctx.t('media.albums.archiveItemTitle'), item: presentMedia(media, 'full'), values: {}, errors: {} });
    },
  }),
  definePage({
    method: 'post',
    path: `${base}/Media/:mediaId/Save`,
    access: 'user',
    params: mediaParams,
    query: mediaActionQuery,
    body: mediaForm,
    form: mediaFormView,
    handler: async ({ params, query, body, actor }, req, res) => {
      const media = await service.saveMedia(req.ctx.db, scopeOf(actor), params.mediaId, body);
      setFlash(req, { kind: 'success', key: 'media.albums.saved' });
      res.redirect(303, query.back ?? backTo(await service.ownAlbum(req.ctx.db, scopeOf(actor), media.albumId!), query.page, media.id));
    },
  }),
  definePage({
    method: 'post',
    path: `${base}/Media/:mediaId/Move`,
    access: 'user',
    params: mediaParams,
    query: pageQuery,
    body: moveForm,
    handler: async ({ params, query, body, actor }, req, res) => {
      const { from, to } = await service.moveMedia(req.ctx.db, scopeOf(actor), params.mediaId, body.albumId);
      setFlash(req, { kind: 'success', key: 'media.albums.moved', params: { name: albumName(req.ctx.t, to) } });
      res.redirect(303, backTo(from, query.page));
    },
  }),
  definePage({
    method: 'post',
    path: `${base}/Media/:mediaId/Delete`,
    access: 'user',
    params: mediaParams,
    query: pageQuery,
    handler: async ({ params, query, actor }, req, res) => {
      const album = await service.deleteMedia(req.ctx.db, scopeOf(actor), params.mediaId);
      setFlash(req, { kind: 'success', key: 'media.albums.mediaDeleted' });
      res.redirect(303, backTo(album, query.page));
    },
  }),
  /** Up, down or first; first in the profile album makes it the main profile picture. */
  definePage({
    method: 'post',
    path: `${base}/Media/:mediaId/Reorder`,
    access: 'user',
    params: mediaParams,
    query: pageQuery,
    body: reorderForm,
    handler: async ({ params, query, body, actor }, req, res) => {
      const album = await service.reorderMedia(req.ctx.db, scopeOf(actor), params.mediaId, body.move);
      if (body.move === 'first') setFlash(req, { kind: 'success', key: album.kind === 'Profile' ? 'media.albums.mainPicture' : 'media.albums.movedFirst' });
      res.redirect(303, backTo(album, body.move === 'first' ? 1 : query.page, params.mediaId));
    },
  }),
];
