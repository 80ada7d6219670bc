import type { Knex } from 'knex';
import { notFound } from '../../../platform/http/errors.ts';
import { publicIdentitiesQuery } from '../../accounts/index.ts';
import { profilesVisibleTo, visibleAmong, visibleIdentity } from '../../profiles/index.ts';
import { profilesWithKinks } from '../../kinks/index.ts';
import type { Actor } from '../../../platform/auth/actor.ts';
import { may } from '../../../platform/auth/authorize.ts';
import { albumKindsFor } from '../policy.ts';
import { mayOpenAlbum, sightsOf, type KnownSightFacts } from '../access.ts';
import { albumTypeIds, type AlbumKind, type AlbumTypeId } from '../kinds.ts';
import { presentMedia, presentPicture, type MediaView, type PictureView } from '../presenter.ts';
import * as repo from '../repo.ts';

/** A gallery page's size: an album's page, and /Pictures. */
export const galleryPageSize = 30;
/** How many items of each album the Pictures tab shows before "all". */
const previewSize = 12;

/** An album kind's albumTypeId (§7), as the album's address carries it. */
export const typeIdOf = (kind: AlbumKind) => Number(Object.entries(albumTypeIds).find(([, k]) => k === kind)![0]) as AlbumTypeId;

export type GalleryAlbum = { id: number; kind: AlbumKind; name: string; count: number; items: MediaView[]; href: string };
export type MediaPage = { item: MediaView; album: GalleryAlbum; prev: MediaView | null; next: MediaView | null };

/** The items the viewer may see, presented: a blurred one stays (blurred), one they may not see is left out. */
async function present(db: Knex, rows: repo.MediaRow[], actor: Actor): Promise<MediaView[]> {
  const sights = await sightsOf(db, rows, actor);
  return rows.flatMap((m) => {
    const sight = sights.get(m.id);
    return sight ? [presentMedia(m, sight)] : [];
  });
}

const albumView = (profileId: number, album: repo.AlbumRow, count: number, items: MediaView[]): GalleryAlbum => ({
  id: album.id,
  kind: album.kind,
  name: album.name,
  count,
  items,
  href: `/Profile/${profileId}/Pictures/Media/Album/${typeIdOf(album.kind)}/${album.id}`,
});

/**
 * The Pictures tab and its album list: the owner's albums the viewer may open (profile pictures, ordinary, private
 * for the owner's favourites, red on the dark site), each with its first `take` Live items; empty albums are left out.
 * A profile the viewer may not see is a 404.
 */
export async function profileGallery(db: Knex, ownerId: number, actor: Actor, take = previewSize): Promise<GalleryAlbum[]> {
  await visibleIdentity(db, ownerId, actor);
  const kinds = albumKindsFor(actor);
  const albums = (await repo.findAlbums(db, ownerId)).filter((a) => kinds.includes(a.kind)).sort((a, b) => kinds.indexOf(a.kind) - kinds.indexOf(b.kind) || a.id - b.id);
  const counts = await repo.countMediaByAlbum(db, albums.map((a) => a.id), true);
  const shown: GalleryAlbum[] = [];
  for (const album of albums) {
    const count = (counts.get(album.id)?.pictures ?? 0) + (counts.get(album.id)?.videos ?? 0);
    if (!count || !(await mayOpenAlbum(db, album, actor))) continue;
    const rows = await repo.findAlbumMedia(db, album.id, { liveOnly: true, skip: 0, take });
    shown.push(albumView(ownerId, album, count, await present(db, rows, actor)));
  }
  return shown;
}

/** One album of the owner a page at a time; an album that is not theirs, of another kind, or not for the viewer is a 404. */
export async function albumGallery(db: Knex, ownerId: number, typeId: number, albumId: number, actor: Actor, page: number) {
  await visibleIdentity(db, ownerId, actor);
  const album = await repo.findAlbum(db, albumId);
  if (!album || album.profileId !== ownerId || typeIdOf(album.kind) !== typeId || !albumKindsFor(actor).includes(album.kind)) throw notFound();
  if (!(await mayOpenAlbum(db, album, actor))) throw notFound();
  const rows = await repo.findAlbumMedia(db, album.id, { liveOnly: true, skip: (page - 1) * galleryPageSize, take: galleryPageSize + 1 });
  const count = await repo.countAlbumMedia(db, album.id, true);
  return { album: albumView(ownerId, album, count, await present(db, rows.slice(0, galleryPageSize), actor)), hasNext: rows.length > galleryPageSize };
}

/** One Live picture or video of the owner, with the album it is in and its neighbours there; anything else is a 404. */
export async function mediaPage(db: Knex, ownerId: number, mediaId: number, kind: MediaView['kind'], actor: Actor): Promise<MediaPage> {
  await visibleIdentity(db, ownerId, actor);
  const media = await repo.findMedia(db, mediaId);
  const isPicture = media?.type === 'Picture';
  if (!media || media.profileId !== ownerId || isPicture !== (kind === 'picture') || media.status !== 'Live') throw notFound();
  if (!media.albumId || !media.albumKind || !albumKindsFor(actor).includes(media.albumKind)) throw notFound();
  const [item] = await present(db, [media], actor);
  if (!item) throw notFound();
  const album = (await repo.findAlbum(db, media.albumId))!;
  const { prev, next } = await repo.findNeighbours(db, { id: media.id, albumId: media.albumId }, true);
  const [count, around] = await Promise.all([repo.countAlbumMedia(db, album.id, true), present(db, [prev, next].filter((m) => m !== null), actor)]);
  const find = (m: repo.MediaRow | null) => (m ? (around.find((v) => v.id === m.id) ?? null) : null);
  return { item, album: albumView(ownerId, album, count, []), prev: find(prev), next: find(next) };
}

export type NewestPicture = MediaView & { owner: { id: number; name: string } };

/**
 * /Pictures: the newest Live pictures of profiles the viewer may see (Active, not held for validation, no block
 * either way, copyright confirmed), from profile and ordinary albums, and red ones on the dark site; on the dark
 * site `kinks` narrows them to profiles with every kink of the list; `among` to these profiles (the start page's
 * SearchMedia: the member's matches).
 */
export async function newestPictures(db: Knex, actor: Actor, kinks: readonly string[], page: number, among?: readonly number[] | Knex.QueryBuilder) {
  const rows = await repo.findNewestLivePictures(db, {
    kinds: albumKindsFor(actor).filter((k) => k !== 'Private'),
    visible: profilesVisibleTo(db, actor),
    only: among ?? (kinks.length && may(actor, 'media.kinkFilter', null) ? profilesWithKinks(db, kinks) : undefined),
    identities: publicIdentitiesQuery(db),
    skip: (page - 1) * galleryPageSize,
    take: galleryPageSize + 1,
  });
  // The statement kept only owners the viewer may see whose copyright consent holds (`ownerShown`'s rule), and
  // brought their names: nothing more to ask of them.
  const shown = rows.slice(0, galleryPageSize);
  const sights = await sightsOf(db, shown, actor, { ownersShown: new Map(shown.map((r) => [r.profileId, true])) });
  const items = shown.flatMap((m) => {
    const sight = sights.get(m.id);
    return sight ? [presentMedia(m, sight)] : [];
  });
  const owners = new Map(rows.map((r) => [r.profileId, r.ownerName]));
  const byId = new Map(rows.map((r) => [r.id, r.profileId]));
  const pictures: NewestPicture[] = items.map((item) => {
    const ownerId = byId.get(item.id)!;
    return { ...item, owner: { id: ownerId, name: owners.get(ownerId) ?? '' } };
  });
  return { pictures, hasNext: rows.length > galleryPageSize };
}

/**
 * Each profile's main picture as the viewer may see it: the first Live picture of its profile album (blurred when
 * explicit and the viewer has not opted in). Profiles without one, or that the viewer may not see, are left out.
 */
export async function mainPictures(db: Knex, profileIds: readonly number[], actor: Actor): Promise<Map<number, PictureView>> {
  // The owner's consent comes with the picture; whether the viewer may see the owner is asked only of owners with one.
  const found = await repo.findFirstProfilePictures(db, profileIds);
  const visible = await visibleAmong(db, found.map((f) => f.row.profileId).filter((id) => id !== actor.profileId), actor);
  const ownersShown = new Map(found.map(({ row, consentRequired }) => [row.profileId, visible.has(row.profileId) && !consentRequired]));
  const sights = await sightsOf(db, found.map((f) => f.row), actor, { ownersShown });
  const pictures = new Map<number, PictureView>();
  for (const { row } of found) {
    const sight = sights.get(row.id);
    if (sight) pictures.set(row.profileId, presentPicture(row, sight));
  }
  return pictures;
}

/**
 * `mainPictures` for profiles whose picture rows came in the caller's own statement (`firstProfilePictureJson`, by
 * profile id): the caller has kept only owners visible to the viewer (the profile page, the profile cards) and may
 * know the viewer's explicit-media setting, so deciding the sights asks nothing more.
 */
export async function mainPicturesFromJson(db: Knex, values: ReadonlyMap<number, unknown>, actor: Actor, known: { ownersVisible: boolean; showExplicit?: boolean }): Promise<Map<number, PictureView>> {
  const found = [...values.values()].map(repo.readProfilePictureJson).filter((f) => f !== null);
  const facts: KnownSightFacts = {
    ownersShown: new Map(found.map((f) => [f.row.profileId, known.ownersVisible && !f.consentRequired])),
    ...(known.showExplicit === undefined ? {} : { showExplicit: known.showExplicit }),
  };
  const sights = await sightsOf(db, found.map((f) => f.row), actor, facts);
  const pictures = new Map<number, PictureView>();
  for (const { row } of found) {
    const sight = sights.get(row.id);
    if (sight) pictures.set(row.profileId, presentPicture(row, sight));
  }
  return pictures;
}
