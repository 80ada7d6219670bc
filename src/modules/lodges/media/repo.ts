import type { ProfileActor } from '../../../platform/auth/actor.ts';
import type { Knex } from 'knex';
import { sharedMediaJson } from '../../media/index.ts';
import { belongingRoles, lodgeRoles, moderatesRole } from '../roles.ts';

export type LodgeMediaState = 'Waiting' | 'Approved';
export type AlbumRow = { id: number; lodgeId: number; name: string };
export type AlbumSummary = { id: number; name: string; count: number };
export type ItemRow = { mediaId: number; lodgeId: number; albumId: number; uploaderId: number | null; state: LodgeMediaState; createdAt: Date };
/** One item of a page: its row and its media as the statement read it (`sharedMediaJson`). */
export type PageItem = { mediaId: number; uploaderId: number | null; albumId: number; albumName: string; createdAt: Date; media: unknown };

type Row = Record<string, unknown>;
const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
const toItem = (r: Row): ItemRow => ({
  mediaId: Number(r.media_id),
  lodgeId: Number(r.lodge_id),
  albumId: Number(r.album_id),
  uploaderId: r.uploader_id == null ? null : Number(r.uploader_id),
  state: r.state as LodgeMediaState,
  createdAt: new Date(r.created_at as string),
});
const toPageItem = (r: Row): PageItem => ({
  mediaId: Number(r.media_id),
  uploaderId: r.uploader_id == null ? null : Number(r.uploader_id),
  albumId: Number(r.album_id),
  albumName: String(r.album_name ?? ''),
  createdAt: new Date(r.created_at as string),
  media: r.media,
});

/** The roles that moderate a lodge's media (assistant and up), as SQL lists them. */
const moderatingRoles = lodgeRoles.filter(moderatesRole);

/** A lodge's albums with their approved items' counts, and the lodge's waiting items, in one statement. */
export async function albumsOverview(db: Knex, lodgeId: number): Promise<{ albums: AlbumSummary[]; waiting: number }> {
  const { rows } = (await db.raw(
    `select
       (select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name,
          'count', (select count(*) from lodge_media i where i.album_id = a.id and i.state = 'Approved')) order by a.id), '[]')
        from lodge_media_albums a where a.lodge_id = ?) as albums,
       (select count(*) from lodge_media w where w.lodge_id = ? and w.state = 'Waiting') as waiting`,
    [lodgeId, lodgeId],
  )) as { rows: Row[] };
  const r = rows[0]!;
  return { albums: json<{ id: number; name: string; count: number }[]>(r.albums).map((a) => ({ id: Number(a.id), name: a.name, count: Number(a.count) })), waiting: Number(r.waiting) };
}

/**
 * One album of the lodge with a page of its approved items (newest first, `before` a media id: the key of the
 * next page), the lodge's albums (for moving an item) and how many of the viewer's own uploads to it wait for
 * approval, in one statement; null when the album is not the lodge's.
 */
export async function albumPage(db: Knex, lodgeId: number, albumId: number, before: number | null, take: number, viewerId: number | null) {
  const items = db('lodge_media as lm')
    .join('lodge_media_albums as la', 'la.id', 'lm.album_id')
    .where('lm.album_id', albumId)
    .where('lm.state', 'Approved')
    .orderBy('lm.media_id', 'desc')
    .limit(take + 1)
    .select('lm.media_id', 'lm.uploader_id', 'lm.album_id', 'la.name as album_name', 'lm.created_at', sharedMediaJson(db, 'lm.media_id').wrap('', ' as media'));
  if (before !== null) items.where('lm.media_id', '<', before);
  const { rows } = (await db.raw(
    `select a.id, a.name,
       (select coalesce(json_agg(i), '[]') from (?) i) as items,
       (select coalesce(json_agg(json_build_object('id', o.id, 'name', o.name) order by o.id), '[]') from lodge_media_albums o where o.lodge_id = a.lodge_id) as albums,
       (select count(*) from lodge_media w where w.album_id = a.id and w.state = 'Waiting' and w.uploader_id = ?) as own_waiting
     from lodge_media_albums a where a.id = ? and a.lodge_id = ?`,
    [items, viewerId ?? 0, albumId, lodgeId],
  )) as { rows: Row[] };
  const r = rows[0];
  if (!r) return null;
  const page = json<Row[]>(r.items).map(toPageItem);
  return {
    album: { id: Number(r.id), lodgeId, name: String(r.name) },
    items: page.slice(0, take),
    next: page.length > take ? page[take - 1]!.mediaId : null,
    albums: json<{ id: number; name: string }[]>(r.albums).map((a) => ({ id: Number(a.id), name: a.name })),
    ownWaiting: Number(r.own_waiting),
  };
}

/** The lodge's items waiting for approval, oldest first, with their media, album and uploader (accounts' identity query). */
export async function waitingItems(db: Knex, lodgeId: number, take: number, identity: Knex.QueryBuilder): Promise<(PageItem & { uploader: Record<string, unknown> | null })[]> {
  const rows = (await db('lodge_media as lm')
    .join('lodge_media_albums as la', 'la.id', 'lm.album_id')
    .where({ 'lm.lodge_id': lodgeId, 'lm.state': 'Waiting' })
    .orderBy('lm.media_id')
    .limit(take)
    .select('lm.media_id', 'lm.uploader_id', 'lm.album_id', 'la.name as album_name', 'lm.created_at', sharedMediaJson(db, 'lm.media_id').wrap('', ' as media'))
    .select(db.raw('(select row_to_json(i) from (?) i) as uploader', [identity.whereRaw('id = lm.uploader_id')]))) as Row[];
  return rows.map((r) => ({ ...toPageItem(r), uploader: r.uploader == null ? null : json<Record<string, unknown>>(r.uploader) }));
}

export async function waitingCount(db: Knex, lodgeId: number): Promise<number> {
  const row = await db('lodge_media').where({ lodge_id: lodgeId, state: 'Waiting' }).count<{ count: string }[]>('* as count').first();
  return Number(row?.count ?? 0);
}

/** Items waiting in every lodge where the profile moderates (assistant and up). */
export async function waitingWhereModerating(db: Knex, profileId: number): Promise<number> {
  const row = await db('lodge_media as lm')
    .join('lodge_members as m', 'm.lodge_id', 'lm.lodge_id')
    .where({ 'm.profile_id': profileId, 'lm.state': 'Waiting' })
    .whereIn('m.role', moderatingRoles)
    .count<{ count: string }[]>('* as count')
    .first();
  return Number(row?.count ?? 0);
}

export async function findAlbum(db: Knex, albumId: number): Promise<AlbumRow | null> {
  const r = (await db('lodge_media_albums').where({ id: albumId }).first('id', 'lodge_id', 'name')) as Row | undefined;
  return r ? { id: Number(r.id), lodgeId: Number(r.lodge_id), name: String(r.name) } : null;
}

export async function insertAlbum(db: Knex, lodgeId: number, name: string, createdBy: number): Promise<number> {
  const [row] = await db('lodge_media_albums').insert({ lodge_id: lodgeId, name, created_by: createdBy }).returning('id');
  return Number((row as Row).id);
}

export const renameAlbum = (db: Knex, albumId: number, name: string) => db('lodge_media_albums').where({ id: albumId }).update({ name });
export const deleteAlbumRow = (db: Knex, albumId: number) => db('lodge_media_albums').where({ id: albumId }).delete();

export async function albumMediaIds(db: Knex, albumId: number): Promise<number[]> {
  return (await db('lodge_media').where({ album_id: albumId }).select('media_id')).map((r: Row) => Number(r.media_id));
}

export async function findItem(db: Knex, mediaId: number): Promise<ItemRow | null> {
  const r = (await db('lodge_media').where({ media_id: mediaId }).first()) as Row | undefined;
  return r ? toItem(r) : null;
}

export const insertItem = (db: Knex, item: { mediaId: number; lodgeId: number; albumId: number; uploaderId: number; state: LodgeMediaState }) =>
  db('lodge_media').insert({
    media_id: item.mediaId,
    lodge_id: item.lodgeId,
    album_id: item.albumId,
    uploader_id: item.uploaderId,
    state: item.state,
    decided_by: item.state === 'Approved' ? item.uploaderId : null,
    decided_at: item.state === 'Approved' ? db.fn.now() : null,
  });

/** Waiting → Approved in one statement; false when it was not waiting (decided already, or gone). */
export async function approveItem(db: Knex, mediaId: number, by: number): Promise<boolean> {
  return (await db('lodge_media').where({ media_id: mediaId, state: 'Waiting' }).update({ state: 'Approved', decided_by: by, decided_at: db.fn.now() })) > 0;
}

export const moveItem = (db: Knex, mediaId: number, albumId: number) => db('lodge_media').where({ media_id: mediaId }).update({ album_id: albumId });

/**
 * What a profile may load of a lodge item (media's shared sight): null when the item is not a lodge's; else whether
 * the profile belongs to its lodge and, for a waiting item, moderates it or uploaded it.
 */
export async function itemSight(db: Knex, mediaId: number, viewer: ProfileActor): Promise<{ lodgeItem: boolean; sees: boolean }> {
  const { profileId } = viewer;
  const r = (await db('lodge_media as lm')
    .join('lodges as l', 'l.id', 'lm.lodge_id')
    .leftJoin('lodge_members as m', function () {
      this.on('m.lodge_id', 'lm.lodge_id').andOn('m.profile_id', db.raw('?', [profileId]));
    })
    .where('lm.media_id', mediaId)
    .first('lm.state', 'lm.uploader_id', 'm.role', 'l.dark')) as Row | undefined;
  if (!r) return { lodgeItem: false, sees: false };
  if (Boolean(r.dark) !== viewer.site.dark) return { lodgeItem: true, sees: false };
  const role = (r.role as string | null) ?? null;
  const belongs = role !== null && (belongingRoles as readonly string[]).includes(role);
  const sees = belongs && (r.state === 'Approved' || Number(r.uploader_id) === profileId || (moderatingRoles as readonly string[]).includes(role));
  return { lodgeItem: true, sees };
}

/** The lodge's moderators (assistant and up), whose menu count a waiting item changes. */
export async function moderatorIds(db: Knex, lodgeId: number): Promise<number[]> {
  return (await db('lodge_members').where({ lodge_id: lodgeId }).whereIn('role', moderatingRoles).select('profile_id')).map((r: Row) => Number(r.profile_id));
}

/** Every item of the lodge's albums (the lodge is being deleted: media's rows and files go too). */
export async function lodgeMediaIds(db: Knex, lodgeId: number): Promise<number[]> {
  return (await db('lodge_media').where({ lodge_id: lodgeId }).select('media_id')).map((r: Row) => Number(r.media_id));
}
