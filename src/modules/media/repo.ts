import type { Knex } from 'knex';
import type { AlbumKind, MediaStatus, MediaType } from './kinds.ts';

export type MediaRow = {
  id: number;
  profileId: number;
  albumId: number | null;
  albumKind: AlbumKind | null;
  type: MediaType;
  status: MediaStatus;
  explicit: boolean;
  width: number | null;
  height: number | null;
  durationMs: number | null;
  phash: string | null;
  variants: Record<string, string>;
  sourceKey: string | null;
  caption: string;
  failure: string | null;
  createdAt: Date;
};

export type AlbumRow = { id: number; profileId: number; kind: AlbumKind; name: string; createdAt: Date };

const toMedia = (r: Record<string, unknown>): MediaRow => ({
  id: Number(r.id),
  profileId: Number(r.profile_id),
  albumId: r.album_id == null ? null : Number(r.album_id),
  albumKind: (r.album_kind as AlbumKind | null) ?? null,
  type: r.type as MediaType,
  status: r.status as MediaStatus,
  explicit: Boolean(r.explicit),
  width: r.width == null ? null : Number(r.width),
  height: r.height == null ? null : Number(r.height),
  durationMs: r.duration_ms == null ? null : Number(r.duration_ms),
  phash: (r.phash as string | null) ?? null,
  variants: (typeof r.variants === 'string' ? JSON.parse(r.variants) : r.variants) as Record<string, string>,
  sourceKey: (r.source_key as string | null) ?? null,
  caption: String(r.caption ?? ''),
  failure: (r.failure as string | null) ?? null,
  createdAt: new Date(r.created_at as string),
});

const toAlbum = (r: Record<string, unknown>): AlbumRow => ({ id: Number(r.id), profileId: Number(r.profile_id), kind: r.kind as AlbumKind, name: String(r.name), createdAt: new Date(r.created_at as string) });

const mediaWithAlbum = (db: Knex) => db('media as m').leftJoin('media_albums as a', 'a.id', 'm.album_id').select('m.*', 'a.kind as album_kind');

export async function findMedia(db: Knex, id: number): Promise<MediaRow | null> {
  const row = await mediaWithAlbum(db).where('m.id', id).first();
  return row ? toMedia(row) : null;
}

export async function findAlbum(db: Knex, id: number): Promise<AlbumRow | null> {
  const row = await db('media_albums').where({ id }).first();
  return row ? toAlbum(row) : null;
}

export async function findAlbums(db: Knex, profileId: number): Promise<AlbumRow[]> {
  return (await db('media_albums').where({ profile_id: profileId }).orderBy('id')).map(toAlbum);
}

/** The profile's one album of a kind that has only one (Profile, Archive), made on first use. */
export async function singleAlbum(db: Knex, profileId: number, kind: 'Profile' | 'Archive'): Promise<AlbumRow> {
  await db('media_albums').insert({ profile_id: profileId, kind }).onConflict(db.raw(`(profile_id, kind) where kind in ('Profile','Archive')`)).ignore();
  return toAlbum(await db('media_albums').where({ profile_id: profileId, kind }).first());
}

export async function insertAlbum(db: Knex, profileId: number, kind: AlbumKind, name: string): Promise<AlbumRow> {
  const [row] = await db('media_albums').insert({ profile_id: profileId, kind, name }).returning('*');
  return toAlbum(row);
}

export type NewMedia = Omit<MediaRow, 'id' | 'albumKind' | 'createdAt' | 'caption' | 'failure' | 'durationMs'> & { durationMs?: number | null };

export async function insertMedia(db: Knex, m: NewMedia): Promise<number> {
  const [row] = await db('media')
    .insert({
      profile_id: m.profileId,
      album_id: m.albumId,
      type: m.type,
      status: m.status,
      explicit: m.explicit,
      width: m.width,
      height: m.height,
      duration_ms: m.durationMs ?? null,
      phash: m.phash,
      variants: JSON.stringify(m.variants),
      source_key: m.sourceKey,
      position: db.raw('coalesce((select max(position) + 1 from media where album_id = ?), 0)', [m.albumId]),
    })
    .returning('id');
  return Number(row.id);
}

export type MediaChanges = Partial<{ status: MediaStatus; variants: Record<string, string>; width: number; height: number; durationMs: number; failure: string | null; sourceKey: string | null; albumId: number | null; explicit: boolean; caption: string }>;

export async function updateMedia(db: Knex, id: number, c: MediaChanges): Promise<void> {
  const set: Record<string, unknown> = { updated_at: db.fn.now() };
  if (c.status !== undefined) set.status = c.status;
  if (c.variants !== undefined) set.variants = JSON.stringify(c.variants);
  if (c.width !== undefined) set.width = c.width;
  if (c.height !== undefined) set.height = c.height;
  if (c.durationMs !== undefined) set.duration_ms = c.durationMs;
  if (c.failure !== undefined) set.failure = c.failure;
  if (c.sourceKey !== undefined) set.source_key = c.sourceKey;
  if (c.albumId !== undefined) set.album_id = c.albumId;
  if (c.explicit !== undefined) set.explicit = c.explicit;
  if (c.caption !== undefined) set.caption = c.caption;
  await db('media').where({ id }).update(set);
}

export async function deleteMediaRow(db: Knex, id: number): Promise<void> {
  await db('media').where({ id }).delete();
}

/** The media of an album, in the owner's order. */
export async function findAlbumMedia(db: Knex, albumId: number, opts: { liveOnly: boolean; skip: number; take: number }): Promise<MediaRow[]> {
  const q = mediaWithAlbum(db).where('m.album_id', albumId).orderBy([{ column: 'm.position' }, { column: 'm.id' }]).offset(opts.skip).limit(opts.take);
  if (opts.liveOnly) q.where('m.status', 'Live');
  return (await q).map(toMedia);
}

export async function blockedHashes(db: Knex): Promise<string[]> {
  return (await db('media_blocked_hashes').select('phash')).map((r: { phash: string }) => r.phash);
}

export async function insertBlockedHash(db: Knex, phash: string, mediaId: number | null, reason: string): Promise<void> {
  await db('media_blocked_hashes').insert({ phash, media_id: mediaId, reason });
}

export type ConsentRow = { confirmedAt: Date | null; requiredAt: Date | null };

export async function findConsent(db: Knex, profileId: number): Promise<ConsentRow> {
  const row = await db('media_copyright_consents').where({ profile_id: profileId }).first();
  return { confirmedAt: row?.confirmed_at ? new Date(row.confirmed_at) : null, requiredAt: row?.required_at ? new Date(row.required_at) : null };
}

/** Of `profileIds`, those whose media staff hid until they confirm the copyright text again (spec §8). */
export async function consentRequiredAmong(db: Knex, profileIds: readonly number[]): Promise<Set<number>> {
  if (!profileIds.length) return new Set();
  const rows = await db('media_copyright_consents').whereIn('profile_id', profileIds as number[]).whereNotNull('required_at').where((w) => w.whereNull('confirmed_at').orWhereRaw('confirmed_at < required_at')).select('profile_id');
  return new Set(rows.map((r: { profile_id: number | string }) => Number(r.profile_id)));
}

export async function confirmConsent(db: Knex, profileId: number, text: string): Promise<void> {
  await db('media_copyright_consents').insert({ profile_id: profileId, text, confirmed_at: db.fn.now() }).onConflict('profile_id').merge(['text', 'confirmed_at']);
}

export async function requireConsent(db: Knex, profileId: number): Promise<void> {
  await db('media_copyright_consents').insert({ profile_id: profileId, required_at: db.fn.now() }).onConflict('profile_id').merge(['required_at']);
}

/** An edited picture's new files and what they measure (EditPicture); its album and place stay. */
export async function replacePicture(db: Knex, id: number, p: { width: number; height: number; phash: string; variants: Record<string, string> }): Promise<void> {
  await db('media').where({ id }).update({ width: p.width, height: p.height, phash: p.phash, variants: JSON.stringify(p.variants), updated_at: db.fn.now() });
}

/** Which of these storage keys a media item uses (keys are content-hashed, so the same picture twice shares them). */
export async function keysInUse(db: Knex, keys: readonly string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  // `?|` (any of these strings is an element) on the GIN-indexed array of each item's stored keys.
  const rows = await db('media').whereRaw('variant_keys \\?| ?::text[]', [keys as string[]]).select('variant_keys');
  const wanted = new Set(keys);
  return new Set(rows.flatMap((r: { variant_keys: string[] | string }) => (typeof r.variant_keys === 'string' ? (JSON.parse(r.variant_keys) as string[]) : r.variant_keys)).filter((k) => wanted.has(k)));
}

/** Puts a media item first in an album (moving it there if it is elsewhere); the others keep their order behind it. */
export async function moveToAlbumFront(db: Knex, mediaId: number, albumId: number): Promise<void> {
  await db('media').where({ album_id: albumId }).whereNot({ id: mediaId }).increment('position', 1);
  await db('media').where({ id: mediaId }).update({ album_id: albumId, position: 0, updated_at: db.fn.now() });
}

// ---- galleries, /Pictures and album editing (gallery/, albums/)

const inAlbumOrder = [{ column: 'm.position' }, { column: 'm.id' }];

/** The media of an album in the owner's order, ids only (to renumber them). */
export async function findAlbumMediaIds(db: Knex, albumId: number): Promise<number[]> {
  return (await db('media as m').where('m.album_id', albumId).orderBy(inAlbumOrder).select('m.id')).map((r: { id: number }) => Number(r.id));
}

export async function countAlbumMedia(db: Knex, albumId: number, liveOnly: boolean): Promise<number> {
  const q = db('media').where({ album_id: albumId }).count('* as n');
  if (liveOnly) q.where({ status: 'Live' });
  return Number((await q.first())?.n ?? 0);
}

export type AlbumCounts = { pictures: number; videos: number };

/** How many pictures and videos each album holds (`liveOnly`: those others may see). */
export async function countMediaByAlbum(db: Knex, albumIds: readonly number[], liveOnly: boolean): Promise<Map<number, AlbumCounts>> {
  if (!albumIds.length) return new Map();
  const q = db('media')
    .whereIn('album_id', albumIds)
    .groupBy('album_id')
    .select('album_id', db.raw(`count(*) filter (where type = 'Picture') as pictures`), db.raw(`count(*) filter (where type <> 'Picture') as videos`));
  if (liveOnly) q.where({ status: 'Live' });
  const rows = (await q) as { album_id: number; pictures: number; videos: number }[];
  return new Map(rows.map((r) => [Number(r.album_id), { pictures: Number(r.pictures), videos: Number(r.videos) }]));
}

/** The items just before and after one in its album's order (`liveOnly`: among those others may see). */
export async function findNeighbours(db: Knex, media: { id: number; albumId: number }, liveOnly: boolean): Promise<{ prev: MediaRow | null; next: MediaRow | null }> {
  const here = db.raw('(select position, id from media where id = ?)', [media.id]);
  const side = (op: '<' | '>', order: 'asc' | 'desc') => {
    const q = mediaWithAlbum(db)
      .where('m.album_id', media.albumId)
      .whereRaw(`(m.position, m.id) ${op} ?`, [here])
      .orderBy([{ column: 'm.position', order }, { column: 'm.id', order }])
      .first();
    if (liveOnly) q.where('m.status', 'Live');
    return q.then((row: Record<string, unknown> | undefined) => (row ? toMedia(row) : null));
  };
  const [prev, next] = await Promise.all([side('<', 'desc'), side('>', 'asc')]);
  return { prev, next };
}

export type NewestFilter = {
  kinds: readonly AlbumKind[];
  /** Subqueries of profile ids: those the viewer may see (profiles' `profilesVisibleTo`), and an optional narrowing (kinks). */
  visible: Knex.QueryBuilder;
  only?: Knex.QueryBuilder | readonly number[] | undefined;
  /** The owners' public identities (accounts' `publicIdentitiesQuery`): each row's `ownerName` from it, in the same statement. */
  identities: Knex.QueryBuilder;
  skip: number;
  take: number;
};

/**
 * The newest Live pictures in albums of `kinds`, of profiles others may see. The condition on type and status is
 * the predicate of the partial index `media_newest_live_pictures` (written out, not bound, so the planner matches
 * it): the query walks that index newest first and stops after a page, never sorting the table.
 */
export async function findNewestLivePictures(db: Knex, f: NewestFilter): Promise<(MediaRow & { ownerName: string })[]> {
  const q = db('media as m')
    .join('media_albums as a', 'a.id', 'm.album_id')
    .select('m.*', 'a.kind as album_kind', db.raw('(select o.name from (?) o where o.id = m.profile_id) as owner_name', [f.identities]))
    .whereRaw(`m.type = 'Picture' and m.status = 'Live'`)
    .whereIn('a.kind', f.kinds)
    .whereIn('m.profile_id', f.visible)
    // Hidden until the owner confirms the copyright text staff asked for again (§8).
    .whereRaw('not ?', [consentRequiredSql(db, 'm.profile_id')])
    .orderBy([{ column: 'm.created_at', order: 'desc' }, { column: 'm.id', order: 'desc' }])
    .offset(f.skip)
    .limit(f.take);
  if (f.only) q.whereIn('m.profile_id', f.only as Knex.QueryBuilder);
  return (await q).map((r: Record<string, unknown>) => ({ ...toMedia(r), ownerName: String(r.owner_name ?? '') }));
}

/**
 * Each profile's first Live picture in its Profile album (its main profile picture), and whether staff require its
 * owner to confirm the copyright text again (spec §8), read with it.
 */
export async function findFirstProfilePictures(db: Knex, profileIds: readonly number[]): Promise<{ row: MediaRow; consentRequired: boolean }[]> {
  if (!profileIds.length) return [];
  const rows = await db('media as m')
    .join('media_albums as a', 'a.id', 'm.album_id')
    .distinctOn('m.profile_id')
    .select('m.*', 'a.kind as album_kind', db.raw('(?) as consent_required', [consentRequiredSql(db, 'm.profile_id')]))
    .where('a.kind', 'Profile')
    .whereRaw(`m.type = 'Picture' and m.status = 'Live'`)
    .whereIn('m.profile_id', profileIds)
    .orderBy([{ column: 'm.profile_id' }, ...inAlbumOrder]);
  return rows.map((r: Record<string, unknown>) => ({ row: toMedia(r), consentRequired: Boolean(r.consent_required) }));
}

/**
 * `findFirstProfilePictures` as a column of another module's statement (the profile page and the profile cards read
 * it with the profiles in one round trip): the row as JSON, with `consent_required` (spec §8) beside it; null
 * without one. `profile`: the profile's id, or the name of the column holding it in the outer statement.
 * `readProfilePictureJson` turns the value back into a row.
 */
export const firstProfilePictureJson = (db: Knex, profile: number | { column: string }): Knex.Raw => {
  const first = db('media as m')
    .join('media_albums as a', 'a.id', 'm.album_id')
    .select('m.*', 'a.kind as album_kind', db.raw('(?) as consent_required', [consentRequiredSql(db, 'm.profile_id')]))
    .where('a.kind', 'Profile')
    .whereRaw(`m.type = 'Picture' and m.status = 'Live'`)
    .orderBy(inAlbumOrder)
    .limit(1);
  if (typeof profile === 'number') first.where('m.profile_id', profile);
  else first.whereRaw('m.profile_id = ??', [profile.column]);
  return db.raw('(select row_to_json(f) from (?) f)', [first]);
};

export function readProfilePictureJson(value: unknown): { row: MediaRow; consentRequired: boolean } | null {
  if (value == null) return null;
  const r = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
  return { row: toMedia(r), consentRequired: Boolean(r.consent_required) };
}

/** A media row another module's statement read as JSON (`sharedMediaJson`, shared/media.ts), back as a row. */
export function readMediaJson(value: unknown): MediaRow | null {
  if (value == null) return null;
  return toMedia((typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>);
}

export async function renameAlbum(db: Knex, id: number, name: string): Promise<void> {
  await db('media_albums').where({ id }).update({ name });
}

export async function deleteAlbumRow(db: Knex, id: number): Promise<void> {
  await db('media_albums').where({ id }).delete();
}

/** Moves every item of one album to the end of another, keeping their order; returns how many moved. */
export async function moveAlbumMedia(db: Knex, fromAlbumId: number, toAlbumId: number): Promise<number> {
  const { rows } = await db.raw<{ rows: { id: number }[] }>(
    `update media m set album_id = :to, position = coalesce((select max(position) from media where album_id = :to), -1) + s.rn, updated_at = now()
     from (select id, row_number() over (order by position, id) as rn from media where album_id = :from) s
     where m.id = s.id returning m.id`,
    { from: fromAlbumId, to: toAlbumId },
  );
  return rows.length;
}

/** Moves one item to the end of an album. */
export async function appendToAlbum(db: Knex, mediaId: number, albumId: number): Promise<void> {
  await db('media')
    .where({ id: mediaId })
    .update({ album_id: albumId, position: db.raw('coalesce((select max(position) + 1 from media where album_id = ?), 0)', [albumId]), updated_at: db.fn.now() });
}

/** Numbers the items 0, 1, 2 … in the order given. */
export async function setPositions(db: Knex, orderedIds: readonly number[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) await db('media').where({ id }).update({ position });
}

/** Every item of an album, any status (to delete them with the album). */
export async function findAllAlbumMedia(db: Knex, albumId: number): Promise<MediaRow[]> {
  return (await mediaWithAlbum(db).where('m.album_id', albumId).orderBy(inAlbumOrder)).map(toMedia);
}

/**
 * SQL: whether staff require the profile in `profileIdColumn` to confirm the copyright text again and it has not
 * yet (spec §3 `forcedConsentMedia`); accounts selects it in the viewer's own query.
 */
export const consentRequiredSql = (db: Knex, profileIdColumn: string): Knex.Raw =>
  db.raw('exists (select 1 from media_copyright_consents c where c.profile_id = ?? and c.required_at is not null and (c.confirmed_at is null or c.confirmed_at < c.required_at))', [profileIdColumn]);

/** Whether the profile has a Live picture among its profile pictures. */
export async function hasProfilePicture(db: Knex, profileId: number): Promise<boolean> {
  const row = await db('media as m').join('media_albums as a', 'a.id', 'm.album_id').where({ 'm.profile_id': profileId, 'a.kind': 'Profile', 'm.type': 'Picture', 'm.status': 'Live' }).first('m.id');
  return Boolean(row);
}

/** Media items by id (any order), with their album's kind. */
/** Of `ids`, the pictures `profileId` keeps in one of their albums (not one sent in mail). */
export async function ownAlbumPictureIds(db: Knex, profileId: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows: { id: string | number }[] = await db('media').whereIn('id', ids as number[]).where({ profile_id: profileId, type: 'Picture' }).whereNotNull('album_id').select('id');
  return new Set(rows.map((r) => Number(r.id)));
}

export async function findMediaByIds(db: Knex, ids: readonly number[]): Promise<MediaRow[]> {
  return ids.length ? (await mediaWithAlbum(db).whereIn('m.id', ids as number[])).map(toMedia) : [];
}
