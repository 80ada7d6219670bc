import type { Knex } from 'knex';
import type { Actor } from '../../platform/auth/actor.ts';
import { sightsOf } from './access.ts';
import { presentPicture, type PictureView } from './presenter.ts';
import { consentRequiredSql, readProfilePictureJson } from './repo.ts';

/**
 * A member's own picture another module puts forward in a place of its own (a photo contest's entry): a Picture that
 * is Live, not marked explicit, in the owner's Profile or Ordinary album (the albums shown to whoever may see the
 * owner: never Private, Red, the archive or a validation), while the owner's copyright consent holds. The rule is
 * written once, here, as SQL over a column of the other module's statement, so its lists filter before paging and
 * an item that stops qualifying (marked explicit, moved, deleted) leaves them at once.
 */
const showcaseAlbumKinds = ['Profile', 'Ordinary'] as const;

const showcaseRow = (db: Knex) =>
  db('media as m')
    .join('media_albums as a', 'a.id', 'm.album_id')
    .whereRaw(`m.type = 'Picture' and m.status = 'Live' and not m.explicit`)
    .whereIn('a.kind', showcaseAlbumKinds as unknown as string[])
    .whereRaw('not ?', [consentRequiredSql(db, 'm.profile_id')]);

/** `exists (…)`: the media id in `mediaColumn` is a showcase picture of the profile in `ownerColumn`. */
export const showcasePictureSql = (db: Knex, mediaColumn: string, ownerColumn: string): Knex.Raw =>
  db.raw('exists (?)', [showcaseRow(db).whereRaw('m.id = ?? and m.profile_id = ??', [mediaColumn, ownerColumn]).select(db.raw('1'))]);

/** The picture in `mediaColumn` as a column of the caller's statement (null unless it is a showcase picture). */
export const showcasePictureJson = (db: Knex, mediaColumn: string): Knex.Raw =>
  db.raw('(select row_to_json(x) from (?) x)', [showcaseRow(db).whereRaw('m.id = ??', [mediaColumn]).select('m.*', 'a.kind as album_kind').limit(1)]);

/**
 * Values of `showcasePictureJson` (by any key of the caller's) as the viewer sees them, for owners the caller's
 * statement already kept visible to the viewer (profiles' `profilesVisibleTo`): no round trip of its own.
 */
export async function showcasePicturesFromJson(db: Knex, values: ReadonlyMap<number, unknown>, actor: Actor): Promise<Map<number, PictureView>> {
  const rows = [...values].flatMap(([key, value]) => {
    const found = readProfilePictureJson(value);
    return found ? [{ key, row: found.row }] : [];
  });
  const sights = await sightsOf(db, rows.map((r) => r.row), actor, { ownersShown: new Map(rows.map((r) => [r.row.profileId, true])), showExplicit: false });
  const pictures = new Map<number, PictureView>();
  for (const { key, row } of rows) {
    const sight = sights.get(row.id);
    if (sight) pictures.set(key, presentPicture(row, sight));
  }
  return pictures;
}

/** The member's own showcase pictures, newest first (at most `limit`), to choose one from. */
export async function ownShowcasePictures(db: Knex, actor: Actor & { profileId: number }, limit = 60): Promise<PictureView[]> {
  const rows = await showcaseRow(db).where('m.profile_id', actor.profileId).select('m.*', 'a.kind as album_kind').orderBy('m.id', 'desc').limit(limit);
  const found = rows.flatMap((r: Record<string, unknown>) => {
    const f = readProfilePictureJson(r);
    return f ? [f.row] : [];
  });
  return found.map((row) => presentPicture(row, 'full'));
}

/** Whether `mediaId` is one of the member's own showcase pictures. */
export async function isOwnShowcasePicture(db: Knex, profileId: number, mediaId: number): Promise<boolean> {
  return Boolean(await showcaseRow(db).where({ 'm.id': mediaId, 'm.profile_id': profileId }).first(db.raw('1 as one')));
}
