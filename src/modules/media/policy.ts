import { StaffRole } from '../../platform/auth/access.ts';
import type { Actor } from '../../platform/auth/actor.ts';
import type { Policies } from '../../platform/auth/authorize.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { AlbumKind, MediaStatus, MediaType } from './kinds.ts';

/**
 * An album as a viewer other than its owner meets it: `admitted` is access.ts's album admission, loaded before the
 * rule decides (a kind shown on this site, never the archive, Red only on the dark site; an owner the viewer may
 * see whose copyright consent holds; a Private album only for the owner's favourites).
 */
export type AlbumSubject = Readonly<{ ownerId: number; admitted: boolean }>;
/** A media item in an album: its status and type, and its album's admission (as `AlbumSubject`). */
export type MediaSubject = AlbumSubject & Readonly<{ status: MediaStatus; type: MediaType }>;

declare module '../../platform/auth/authorize.ts' {
  interface PolicySubjects {
    /** See a media item in an album (its files, its page); a shared picture's sight is its sharer's (shared/sight.ts). */
    'media.view': MediaSubject;
    /** Open an album at all (its items are then each decided by `media.view`). */
    'media.openAlbum': AlbumSubject;
    /** Red albums at all: have one, open another's, see its pictures among the newest (no subject). */
    'media.redAlbums': null;
    /** Narrow /Pictures to profiles with a list of kinks (no subject). */
    'media.kinkFilter': null;
    /** Be told, while a forced validation hides the profile, that an unvalidated membership is not renewed and the profile is quarantined (no subject). */
    'media.toldOfQuarantine': null;
  }
}

/** The owner, and staff (Support and up: validation and reports), see all of a profile's media: no fact is needed. */
export const seesAllOf = (actor: Actor, ownerId: number) => actor.profileId === ownerId || actor.staffRole >= StaffRole.Support;
/** An item others may see at all: Live, and never a validation video (the owner's and staff's alone). */
export const shownItem = (item: Readonly<{ status: MediaStatus; type: MediaType }>) => item.status === 'Live' && item.type !== 'ValidationVideo';

export const mayOpenAlbum = (actor: Actor, album: AlbumSubject) => seesAllOf(actor, album.ownerId) || album.admitted;
export const mayView = (actor: Actor, media: MediaSubject) => seesAllOf(actor, media.ownerId) || (shownItem(media) && media.admitted);

/** Red albums are the dark site's: off it one is never offered, opened or shown. */
export const mayUseRedAlbums = (actor: Actor) => actor.site.dark;
/** The kink filter on /Pictures is the dark site's (kinks are). */
export const mayFilterByKinks = (actor: Actor) => actor.site.dark;

/** The quarantine that follows an unvalidated membership concerns members (now): they are told of it. */
export const toldOfQuarantine = (actor: Actor) => actor.member;

/** The album kinds this site offers the actor, in the Pictures tab's order: profile pictures first, Red where `media.redAlbums` allows. */
export const albumKindsFor = (actor: Actor): AlbumKind[] => ['Profile', 'Ordinary', 'Private', ...(mayUseRedAlbums(actor) ? (['Red'] as const) : [])];

/** Registered from index.ts (`registerPolicies`). Refused: 404, as existence itself is private (never says why). */
export const policies: Policies = {
  'media.view': {
    allows: mayView,
    refusal: () => notFound(),
    examples: {
      own: { ownerId: 100, status: 'Live', type: 'Picture', admitted: false },
      ownValidationVideo: { ownerId: 100, status: 'Live', type: 'ValidationVideo', admitted: false },
      anotherAdmitted: { ownerId: 200, status: 'Live', type: 'Picture', admitted: true },
      anotherNotAdmitted: { ownerId: 200, status: 'Live', type: 'Picture', admitted: false },
      anotherConverting: { ownerId: 200, status: 'ReadyForConversion', type: 'AlbumVideo', admitted: true },
      anotherValidationVideo: { ownerId: 200, status: 'Live', type: 'ValidationVideo', admitted: true },
    },
  },
  'media.openAlbum': {
    allows: mayOpenAlbum,
    refusal: () => notFound(),
    examples: {
      own: { ownerId: 100, admitted: false },
      anotherAdmitted: { ownerId: 200, admitted: true },
      anotherNotAdmitted: { ownerId: 200, admitted: false },
    },
  },
  'media.redAlbums': { allows: mayUseRedAlbums, refusal: () => notFound(), examples: { site: null } },
  'media.kinkFilter': { allows: mayFilterByKinks, refusal: () => notFound(), examples: { site: null } },
  'media.toldOfQuarantine': { allows: toldOfQuarantine, refusal: () => notFound(), examples: { 'own validation': null } },
};
