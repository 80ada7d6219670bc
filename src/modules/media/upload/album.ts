import type { Knex } from 'knex';
import { AppError } from '../../../platform/http/errors.ts';
import type { AlbumKind } from '../kinds.ts';
import * as repo from '../repo.ts';

const albumNotFound = () => new AppError(404, 'notFound', 'media.errors.albumNotFound', {}, 'albumId');

/**
 * The album an upload goes to: the member's own album with `albumId` (it must be of the kind asked for), else the
 * one album of that kind, made on first use (an Ordinary, Private or Red album gets the kind's default name).
 */
export async function albumForUpload(db: Knex, profileId: number, kind: AlbumKind | 'Validation' | 'MailAttachment', albumId?: number): Promise<repo.AlbumRow | null> {
  if (kind === 'Validation' || kind === 'MailAttachment') return null;
  if (albumId !== undefined) {
    const album = await repo.findAlbum(db, albumId);
    if (!album || album.profileId !== profileId || album.kind !== kind) throw albumNotFound();
    return album;
  }
  if (kind === 'Profile' || kind === 'Archive') return repo.singleAlbum(db, profileId, kind);
  const existing = (await repo.findAlbums(db, profileId)).find((a) => a.kind === kind);
  return existing ?? repo.insertAlbum(db, profileId, kind, '');
}
