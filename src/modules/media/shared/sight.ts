import type { Knex } from 'knex';
import type { ProfileActor } from '../../../platform/auth/actor.ts';
import type { MediaSight } from '../kinds.ts';
import type { MediaRow } from '../repo.ts';

/**
 * Who may see a shared picture, answered by the module that shared it (mail: the participants of the message's
 * conversation), as media cannot import the modules that use it. Each provider answers for its own pictures and
 * null for any other. It gets the viewer as an actor, with the request's site: a module whose pictures belong to
 * one site (a dark lodge's album) answers null on the other.
 */
export type SharedSight = (db: Knex, mediaId: number, viewer: ProfileActor) => Promise<MediaSight>;

const providers: SharedSight[] = [];

export function provideSharedSight(sight: SharedSight): void {
  providers.push(sight);
}

/** A picture shared outside the albums (a message's attachment): a Picture without an album. */
export const isSharedPicture = (media: Pick<MediaRow, 'type' | 'albumId'>) => media.type === 'Picture' && media.albumId === null;
/**
 * Any item kept outside the members' albums by the module that shared it: a shared picture, or a lodge album's
 * video (LodgeAlbumVideo, shared/media.ts). Who else may see one is its sharer's answer (`provideSharedSight`).
 */
export const isSharedMedia = (media: Pick<MediaRow, 'type' | 'albumId'>) => media.albumId === null && (media.type === 'Picture' || media.type === 'LodgeAlbumVideo');

/** The best sight any provider gives the viewer (the owner and staff are answered before this is asked). */
export async function sharedSightOf(db: Knex, mediaId: number, viewer: ProfileActor): Promise<MediaSight> {
  let best: MediaSight = null;
  for (const sight of providers) {
    const s = await sight(db, mediaId, viewer);
    if (s === 'full') return s;
    best ??= s;
  }
  return best;
}
