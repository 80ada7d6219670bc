import type { Knex } from 'knex';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { removeMediaItem } from '../moderation.ts';
import type { AlbumKind } from '../kinds.ts';
import { presentMedia, type MediaView } from '../presenter.ts';
import type { AlbumForm, MediaForm } from './schemas.ts';
import * as repo from '../repo.ts';

/** Whose media, on which site (red albums exist only on the dark site). */
export type OwnerScope = { profileId: number; dark: boolean };
export type AlbumSummary = { album: repo.AlbumRow; pictures: number; videos: number };
export type Reorder = 'up' | 'down' | 'first';

/** The edit pages' page size (an album's media with their forms). */
export const editPageSize = 30;

const albumNotFound = () => notFound('media.albums.errors.notFound');
const mediaNotFound = () => notFound('media.albums.errors.mediaNotFound');
const notYours = () => new AppError(403, 'forbidden', 'media.albums.errors.notYours');
const keptAlbum = () => new AppError(400, 'badRequest', 'media.albums.errors.cannotDelete');
const redOnDarkOnly = () => new AppError(400, 'invalidInput', 'media.errors.redOnDarkOnly', {}, 'kind');
/** The kinds a member makes and names themself; the profile album and the file archive come one each, on first use. */
const namedKinds: readonly AlbumKind[] = ['Ordinary', 'Private', 'Red'];

const shownHere = (kind: AlbumKind | null, scope: OwnerScope) => kind !== null && (kind !== 'Red' || scope.dark);

/** The member's own album: 404 when there is none (a red one is not there off the dark site), 403 when it is someone else's. */
export async function ownAlbum(db: Knex, scope: OwnerScope, albumId: number): Promise<repo.AlbumRow> {
  const album = await repo.findAlbum(db, albumId);
  if (!album || !shownHere(album.kind, scope)) throw albumNotFound();
  if (album.profileId !== scope.profileId) throw notYours();
  return album;
}

/** The member's own picture or video in one of their albums: 404 or 403 as for an album. */
export async function ownMedia(db: Knex, scope: OwnerScope, mediaId: number): Promise<repo.MediaRow> {
  const media = await repo.findMedia(db, mediaId);
  if (!media || !media.albumId || !shownHere(media.albumKind, scope)) throw mediaNotFound();
  if (media.profileId !== scope.profileId) throw notYours();
  return media;
}

/** Every album of the member with what it holds: the profile album, the named albums (oldest first) and the file archive. */
export async function albumSummaries(db: Knex, scope: OwnerScope): Promise<{ profile: AlbumSummary | null; named: AlbumSummary[]; archive: AlbumSummary | null }> {
  const albums = (await repo.findAlbums(db, scope.profileId)).filter((a) => shownHere(a.kind, scope));
  const counts = await repo.countMediaByAlbum(db, albums.map((a) => a.id), false);
  const summary = (album: repo.AlbumRow): AlbumSummary => ({ album, pictures: counts.get(album.id)?.pictures ?? 0, videos: counts.get(album.id)?.videos ?? 0 });
  const one = (kind: AlbumKind) => albums.find((a) => a.kind === kind);
  const [profile, archive] = [one('Profile'), one('Archive')];
  return { profile: profile ? summary(profile) : null, named: albums.filter((a) => namedKinds.includes(a.kind)).map(summary), archive: archive ? summary(archive) : null };
}

/** The member's red albums with what they hold (GetRedMediaAlbums; the dark site only). */
export async function redAlbums(db: Knex, scope: OwnerScope): Promise<AlbumSummary[]> {
  return (await albumSummaries(db, scope)).named.filter((s) => s.album.kind === 'Red');
}

/** The member's one album of a kind that has one (profile pictures, file archive), or null before its first upload. */
export async function singleAlbumOf(db: Knex, scope: OwnerScope, kind: 'Profile' | 'Archive'): Promise<repo.AlbumRow | null> {
  return (await repo.findAlbums(db, scope.profileId)).find((a) => a.kind === kind) ?? null;
}

/** An album's media, every status (a video being converted too), in the member's order, a page at a time. */
export async function albumContents(db: Knex, album: repo.AlbumRow, page: number): Promise<{ items: MediaView[]; hasNext: boolean; count: number }> {
  const rows = await repo.findAlbumMedia(db, album.id, { liveOnly: false, skip: (page - 1) * editPageSize, take: editPageSize + 1 });
  const count = await repo.countAlbumMedia(db, album.id, false);
  return { items: rows.slice(0, editPageSize).map((m) => presentMedia(m, 'full')), hasNext: rows.length > editPageSize, count };
}

export async function createAlbum(db: Knex, scope: OwnerScope, form: AlbumForm): Promise<repo.AlbumRow> {
  if (form.kind === 'Red' && !scope.dark) throw redOnDarkOnly();
  return repo.insertAlbum(db, scope.profileId, form.kind, form.name);
}

export async function renameAlbum(db: Knex, scope: OwnerScope, albumId: number, name: string): Promise<repo.AlbumRow> {
  const album = await ownAlbum(db, scope, albumId);
  if (!namedKinds.includes(album.kind)) throw keptAlbum();
  await repo.renameAlbum(db, album.id, name);
  return { ...album, name };
}

/**
 * Deletes a named album. Its media go to the end of the file archive (made if need be), or, when the member asks,
 * are deleted, and their stored files once that has committed.
 */
export async function deleteAlbum(db: Knex, scope: OwnerScope, albumId: number, media: 'archive' | 'delete'): Promise<{ album: repo.AlbumRow; count: number }> {
  const album = await ownAlbum(db, scope, albumId);
  if (!namedKinds.includes(album.kind)) throw keptAlbum();
  const count = await db.transaction(async (trx) => {
    let affected: number;
    if (media === 'archive') {
      affected = await repo.moveAlbumMedia(trx, album.id, (await repo.singleAlbum(trx, scope.profileId, 'Archive')).id);
    } else {
      const rows = await repo.findAllAlbumMedia(trx, album.id);
      for (const row of rows) await removeMediaItem(trx, row);
      affected = rows.length;
    }
    await repo.deleteAlbumRow(trx, album.id);
    return affected;
  });
  return { album, count };
}

export async function saveMedia(db: Knex, scope: OwnerScope, mediaId: number, form: MediaForm): Promise<repo.MediaRow> {
  const media = await ownMedia(db, scope, mediaId);
  await repo.updateMedia(db, media.id, { caption: form.caption, explicit: form.explicit });
  return media;
}

/** Moves an item to the end of another of the member's albums; returns the album it came from and the one it went to. */
export async function moveMedia(db: Knex, scope: OwnerScope, mediaId: number, albumId: number): Promise<{ from: repo.AlbumRow; to: repo.AlbumRow }> {
  const media = await ownMedia(db, scope, mediaId);
  const [from, to] = await Promise.all([ownAlbum(db, scope, media.albumId!), ownAlbum(db, scope, albumId)]);
  if (from.id !== to.id) await repo.appendToAlbum(db, media.id, to.id);
  return { from, to };
}

/** Deletes an item, and its stored files once that has committed (those no other item shares: the same picture twice has the same files). */
export async function deleteMedia(db: Knex, scope: OwnerScope, mediaId: number): Promise<repo.AlbumRow> {
  const media = await ownMedia(db, scope, mediaId);
  const album = await ownAlbum(db, scope, media.albumId!);
  await db.transaction((trx) => removeMediaItem(trx, media));
  return album;
}

/** One step up or down in the album's order, or first (in the profile album: the main profile picture). */
export async function reorderMedia(db: Knex, scope: OwnerScope, mediaId: number, move: Reorder): Promise<repo.AlbumRow> {
  const media = await ownMedia(db, scope, mediaId);
  const album = await ownAlbum(db, scope, media.albumId!);
  await db.transaction(async (trx) => {
    if (move === 'first') return repo.moveToAlbumFront(trx, media.id, album.id);
    const ids = await repo.findAlbumMediaIds(trx, album.id);
    const at = ids.indexOf(media.id);
    const to = move === 'up' ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= ids.length) return;
    [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    await repo.setPositions(trx, ids);
  });
  return album;
}
