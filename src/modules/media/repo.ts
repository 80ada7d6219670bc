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

export async function confirmConsent(db: Knex, profileId: number, text: string): Promise<void> {
  await db('media_copyright_consents').insert({ profile_id: profileId, text, confirmed_at: db.fn.now() }).onConflict('profile_id').merge(['text', 'confirmed_at']);
}

export async function requireConsent(db: Knex, profileId: number): Promise<void> {
  await db('media_copyright_consents').insert({ profile_id: profileId, required_at: db.fn.now() }).onConflict('profile_id').merge(['required_at']);
}
