import type { Knex } from 'knex';
import type { Actor } from '../../../platform/auth/actor.ts';
import { abilities, authorize, may } from '../../../platform/auth/authorize.ts';
import { countsChanged } from '../../../platform/member-counts.ts';
import { publicIdentitiesQuery, toPublicIdentity } from '../../accounts/index.ts';
import { presentSharedMedia, removeSharedMedia, type MediaView } from '../../media/index.ts';
import { loadVisibleLodge } from '../core/index.ts';
import { albumNotFound, alreadyDecided, itemNotFound, otherLodgesAlbum } from './errors.ts';
import { albumPageSize, validationPageSize } from './schemas.ts';
import * as repo from './repo.ts';

type Loaded = Awaited<ReturnType<typeof loadVisibleLodge>>;

/** The lodge (visible to the actor) whose media they may see: a 404 for anyone else, never saying why. */
export async function loadMediaLodge(db: Knex, actor: Actor, lodgeId: number): Promise<Loaded> {
  const loaded = await loadVisibleLodge(db, actor, lodgeId);
  authorize(actor, 'lodges.seeMedia', loaded.subject);
  return loaded;
}

/** The Media tab: the lodge's albums with their counts; for moderators also the count waiting for approval. */
export async function albumsOf(db: Knex, actor: Actor, loaded: Loaded) {
  authorize(actor, 'lodges.seeMedia', loaded.subject);
  const { albums, waiting } = await repo.albumsOverview(db, loaded.lodge.id);
  const can = abilities(actor, loaded.subject, ['lodges.moderate']);
  return { albums, waiting: can['lodges.moderate'] ? waiting : null, can };
}

export type ShownItem = { mediaId: number; albumId: number; albumName: string; createdAt: Date; media: MediaView; canDelete: boolean };

function shown(actor: Actor, loaded: Loaded, items: repo.PageItem[]): ShownItem[] {
  return items.flatMap((i) => {
    const media = presentSharedMedia(i.media);
    if (!media) return [];
    const canDelete = may(actor, 'lodges.deleteMedia', { ...loaded.subject, own: i.uploaderId === actor.profileId });
    return [{ mediaId: i.mediaId, albumId: i.albumId, albumName: i.albumName, createdAt: i.createdAt, media, canDelete }];
  });
}

/** One album's page of approved items (newest first), the lodge's albums to move an item to, and what the actor may do. */
export async function openAlbum(db: Knex, actor: Actor, loaded: Loaded, albumId: number, before: number | null) {
  authorize(actor, 'lodges.seeMedia', loaded.subject);
  const page = await repo.albumPage(db, loaded.lodge.id, albumId, before, albumPageSize, actor.profileId);
  if (!page) throw albumNotFound();
  const can = abilities(actor, loaded.subject, ['lodges.moderate']);
  return { album: page.album, items: shown(actor, loaded, page.items), next: page.next, albums: page.albums.filter((a) => a.id !== albumId), ownWaiting: page.ownWaiting, can };
}

/** The Validation tab: the items waiting for approval (moderators only), each with its uploader's name. */
export async function waitingOf(db: Knex, actor: Actor, loaded: Loaded): Promise<(ShownItem & { uploaderName: string | null })[]> {
  authorize(actor, 'lodges.moderate', loaded.subject);
  const items = await repo.waitingItems(db, loaded.lodge.id, validationPageSize, publicIdentitiesQuery(db));
  const names = new Map(items.map((i) => [i.mediaId, i.uploader ? toPublicIdentity(i.uploader).name : null]));
  return shown(actor, loaded, items).map((i) => ({ ...i, uploaderName: names.get(i.mediaId) ?? null }));
}

export async function waitingCountOf(db: Knex, actor: Actor, lodgeId: number): Promise<number> {
  const loaded = await loadVisibleLodge(db, actor, lodgeId);
  authorize(actor, 'lodges.moderate', loaded.subject);
  return repo.waitingCount(db, lodgeId);
}

/** SaveLodgeAlbum: a moderator makes an album. */
export async function createAlbum(db: Knex, actor: Actor, lodgeId: number, name: string): Promise<number> {
  const loaded = await loadVisibleLodge(db, actor, lodgeId);
  authorize(actor, 'lodges.moderate', loaded.subject);
  return repo.insertAlbum(db, lodgeId, name, actor.profileId!);
}

/** An album of a lodge whose media the actor may see, with that lodge (404 otherwise). */
async function loadAlbum(db: Knex, actor: Actor, albumId: number, lodgeId?: number) {
  const album = await repo.findAlbum(db, albumId);
  if (!album || (lodgeId !== undefined && album.lodgeId !== lodgeId)) throw albumNotFound();
  const loaded = await loadMediaLodge(db, actor, album.lodgeId);
  return { album, loaded };
}

/** UpdateLodgeMediaAlbum: a moderator renames an album. */
export async function renameAlbum(db: Knex, actor: Actor, albumId: number, name: string, lodgeId?: number): Promise<void> {
  const { loaded } = await loadAlbum(db, actor, albumId, lodgeId);
  authorize(actor, 'lodges.moderate', loaded.subject);
  await repo.renameAlbum(db, albumId, name);
}

/** DeleteLodgeMediaAlbum: a moderator deletes an album with its items (their files go once it commits). */
export async function deleteAlbum(db: Knex, actor: Actor, albumId: number, lodgeId?: number): Promise<number> {
  const { album, loaded } = await loadAlbum(db, actor, albumId, lodgeId);
  authorize(actor, 'lodges.moderate', loaded.subject);
  await db.transaction(async (trx) => {
    await removeSharedMedia(trx, await repo.albumMediaIds(trx, albumId));
    await repo.deleteAlbumRow(trx, albumId);
  });
  await countsChanged(db, await repo.moderatorIds(db, album.lodgeId));
  return album.lodgeId;
}

/** The state a new upload gets: approved at once for a moderator, else waiting for one. */
export async function uploadTarget(db: Knex, actor: Actor, lodgeId: number, albumId: number) {
  const { album, loaded } = await loadAlbum(db, actor, albumId, lodgeId);
  const state: repo.LodgeMediaState = may(actor, 'lodges.moderate', loaded.subject) ? 'Approved' : 'Waiting';
  return { album, state };
}

/** After an upload commits: a waiting item changes the moderators' menu count. */
export async function uploaded(db: Knex, lodgeId: number, state: repo.LodgeMediaState): Promise<void> {
  if (state === 'Waiting') await countsChanged(db, await repo.moderatorIds(db, lodgeId));
}

/** An item of a lodge whose media the actor may see (404 otherwise; `lodgeId` from a page's path must match). */
async function loadItem(db: Knex, actor: Actor, mediaId: number, lodgeId?: number) {
  const item = await repo.findItem(db, mediaId);
  if (!item || (lodgeId !== undefined && item.lodgeId !== lodgeId)) throw itemNotFound();
  const loaded = await loadMediaLodge(db, actor, item.lodgeId);
  return { item, loaded };
}

/** AcceptLodgeMediaItem: a moderator approves a waiting item; from now on the lodge's members see it. */
export async function acceptItem(db: Knex, actor: Actor, mediaId: number, lodgeId?: number): Promise<ShownLodge> {
  const { item, loaded } = await loadItem(db, actor, mediaId, lodgeId);
  authorize(actor, 'lodges.moderate', loaded.subject);
  if (!(await repo.approveItem(db, mediaId, actor.profileId!))) throw alreadyDecided();
  await countsChanged(db, await repo.moderatorIds(db, item.lodgeId));
  return { lodgeId: item.lodgeId, albumId: item.albumId };
}

/** RejectLodgeMediaItem: a moderator refuses a waiting item; it is deleted with its files. */
export async function rejectItem(db: Knex, actor: Actor, mediaId: number, lodgeId?: number): Promise<ShownLodge> {
  const { item, loaded } = await loadItem(db, actor, mediaId, lodgeId);
  authorize(actor, 'lodges.moderate', loaded.subject);
  if (item.state !== 'Waiting') throw alreadyDecided();
  await db.transaction((trx) => removeSharedMedia(trx, [mediaId]));
  await countsChanged(db, await repo.moderatorIds(db, item.lodgeId));
  return { lodgeId: item.lodgeId, albumId: item.albumId };
}

/** DeleteLodgeMedia: the uploader (while a member) or a moderator deletes an item with its files. */
export async function deleteItem(db: Knex, actor: Actor, mediaId: number, lodgeId?: number): Promise<ShownLodge> {
  const { item, loaded } = await loadItem(db, actor, mediaId, lodgeId);
  authorize(actor, 'lodges.deleteMedia', { ...loaded.subject, own: item.uploaderId === actor.profileId });
  await db.transaction((trx) => removeSharedMedia(trx, [mediaId]));
  if (item.state === 'Waiting') await countsChanged(db, await repo.moderatorIds(db, item.lodgeId));
  return { lodgeId: item.lodgeId, albumId: item.albumId };
}

/** MoveLodgeAlbumMedia: a moderator moves an item to another album of the same lodge (another lodge's: 400 naming albumId). */
export async function moveItem(db: Knex, actor: Actor, mediaId: number, albumId: number, lodgeId?: number): Promise<ShownLodge> {
  const { item, loaded } = await loadItem(db, actor, mediaId, lodgeId);
  authorize(actor, 'lodges.moderate', loaded.subject);
  const target = await repo.findAlbum(db, albumId);
  if (!target || target.lodgeId !== item.lodgeId) throw otherLodgesAlbum();
  await repo.moveItem(db, mediaId, albumId);
  return { lodgeId: item.lodgeId, albumId };
}

export type ShownLodge = { lodgeId: number; albumId: number };

/** Media waiting for approval in every lodge where the actor moderates (the lodge admin count adds it). */
export const lodgeMediaWaiting = (db: Knex, actor: Actor): Promise<number> =>
  actor.profileId === null ? Promise.resolve(0) : repo.waitingWhereModerating(db, actor.profileId);

/** The lodge an album belongs to (404 for an unknown album: the lodge's rules then decide). */
export async function lodgeOfAlbum(db: Knex, albumId: number): Promise<number> {
  const album = await repo.findAlbum(db, albumId);
  if (!album) throw albumNotFound();
  return album.lodgeId;
}

/**
 * For the lodge's deletion, in its transaction (the core's DeleteLodge): the lodge's media items and, once it
 * commits, their files. (Its albums and item rows go with the lodge's row.)
 */
export async function forgetLodgeMedia(trx: Knex, lodgeId: number): Promise<void> {
  await removeSharedMedia(trx, await repo.lodgeMediaIds(trx, lodgeId));
}
