import type { Knex } from 'knex';
import type { Actor } from '../../platform/auth/actor.ts';
import { may } from '../../platform/auth/authorize.ts';
import { configurationOf, hasAmongFavourites, visibleAmong, visibleIdentity } from '../profiles/index.ts';
import type { MediaRow } from './repo.ts';
import type { AlbumKind, MediaSight } from './kinds.ts';
import * as repo from './repo.ts';
import { isSharedMedia, sharedSightOf } from './shared/sight.ts';
import { seesAllOf, shownItem, type MediaSubject } from './policy.ts';

/** What a viewer may load of a media item: all of it, only its blurred variant (explicit, not opted in), or nothing. */
export type { MediaSight } from './kinds.ts';

/**
 * Who may see a media item. The owner, and staff (Support and up: validation and reports), always. Anyone else
 * only a Live item in a shown album (Profile, Ordinary; Private for the owner's favourites; Red on the dark site),
 * of a profile they may see (Active, not hidden for validation, no block), whose owner has confirmed the copyright
 * text since staff last asked. The file archive and validation videos are the owner's alone. A picture without an
 * album (a message's attachment) or a lodge album's item is seen by those the module that shared it names
 * (shared/sight.ts).
 */
export async function sightOf(db: Knex, media: MediaRow, actor: Actor): Promise<MediaSight> {
  return (await sightsOf(db, [media], actor)).get(media.id) ?? null;
}

/**
 * Facts a caller has already read in its own statement, so they are not asked again: whether each owner is shown
 * (visible to the viewer and its copyright consent holds: `ownerShown`'s rule) and the viewer's explicit-media setting.
 */
export type KnownSightFacts = { ownersShown?: ReadonlyMap<number, boolean>; showExplicit?: boolean };

/** `sightOf` for many items at once (a gallery, /Pictures): each owner's checks and the viewer's setting run once. */
export async function sightsOf(db: Knex, items: readonly MediaRow[], actor: Actor, known: KnownSightFacts = {}): Promise<Map<number, MediaSight>> {
  const admits = albumAdmission(db, actor, known.ownersShown);
  // Every other owner's checks at once (a result page shows 30 owners' pictures), not per picture.
  await admits.prefetch(items.filter((m) => !seesAllOf(actor, m.profileId) && !isSharedMedia(m)).map((m) => m.profileId));
  let showExplicit: Promise<boolean> | undefined = known.showExplicit === undefined ? undefined : Promise.resolve(known.showExplicit);
  const sights = new Map<number, MediaSight>();
  for (const media of items) {
    // The owner and staff need no fact; others an album's admission, only for an item they could see at all.
    const seesAll = seesAllOf(actor, media.profileId);
    if (!seesAll && isSharedMedia(media)) {
      sights.set(media.id, media.status === 'Live' && actor.profileId !== null ? await sharedSightOf(db, media.id, actor) : null);
      continue;
    }
    const subject: MediaSubject = {
      ownerId: media.profileId,
      status: media.status,
      type: media.type,
      admitted: !seesAll && shownItem(media) && (await admits(media.profileId, media.albumKind)),
    };
    if (!may(actor, 'media.view', subject)) sights.set(media.id, null);
    else if (!seesAll && media.explicit && !(await (showExplicit ??= explicitShownTo(db, actor)))) sights.set(media.id, 'blurred');
    else sights.set(media.id, 'full');
  }
  return sights;
}

/** Whether the viewer may open an album at all: the album half of `sightOf` (its items are then each Live or not, explicit or not). */
export async function mayOpenAlbum(db: Knex, album: { profileId: number; kind: AlbumKind }, actor: Actor): Promise<boolean> {
  const admitted = !seesAllOf(actor, album.profileId) && (await albumAdmission(db, actor)(album.profileId, album.kind));
  return may(actor, 'media.openAlbum', { ownerId: album.profileId, admitted });
}

/** The owner's and the album kind's checks for a viewer other than the owner, each owner's asked once. */
function albumAdmission(db: Knex, actor: Actor, ownersShown: ReadonlyMap<number, boolean> = new Map()) {
  const owners = new Map([...ownersShown].map(([id, shown]) => [id, Promise.resolve(shown)]));
  const favourites = new Map<number, Promise<boolean>>();
  const ownerShown = (profileId: number) =>
    visibleIdentity(db, profileId, actor).then(
      () => consentHolds(db, profileId),
      () => false,
    );
  const admits = async (profileId: number, kind: AlbumKind | null): Promise<boolean> => {
    if (!kind || kind === 'Archive' || (kind === 'Red' && !may(actor, 'media.redAlbums', null))) return false;
    if (!owners.has(profileId)) owners.set(profileId, ownerShown(profileId));
    if (!(await owners.get(profileId))) return false;
    if (kind !== 'Private') return true;
    if (!favourites.has(profileId)) favourites.set(profileId, actor.profileId === null ? Promise.resolve(false) : hasAmongFavourites(db, profileId, actor.profileId));
    return favourites.get(profileId)!;
  };
  /** Answers the owner half for many owners in three queries (the same rule as `ownerShown`). */
  const prefetch = async (profileIds: readonly number[]): Promise<void> => {
    const ids = [...new Set(profileIds)].filter((id) => !owners.has(id));
    if (ids.length < 2) return;
    const [shown, consentRequired] = await Promise.all([visibleAmong(db, ids, actor), repo.consentRequiredAmong(db, ids)]);
    for (const id of ids) owners.set(id, Promise.resolve(shown.has(id) && !consentRequired.has(id)));
  };
  return Object.assign(admits, { prefetch });
}

/** The viewer's explicit-media setting (a visitor has none: explicit items stay blurred). */
const explicitShownTo = async (db: Knex, actor: Actor): Promise<boolean> =>
  actor.profileId !== null && (await configurationOf(db, actor.profileId)).showExplicitMedia;

/** Spec §8: a profile's media are hidden while staff require it to confirm the copyright text again. */
export async function consentHolds(db: Knex, profileId: number): Promise<boolean> {
  const { confirmedAt, requiredAt } = await repo.findConsent(db, profileId);
  return !requiredAt || (confirmedAt !== null && confirmedAt >= requiredAt);
}
