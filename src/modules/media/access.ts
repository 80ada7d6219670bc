import type { Knex } from 'knex';
import { StaffRole } from '../../platform/auth/access.ts';
import { configurationOf, visibleIdentity } from '../profiles/index.ts';
import { isFavourite } from '../lists/index.ts';
import type { MediaRow } from './repo.ts';
import * as repo from './repo.ts';

export type MediaViewer = { id: number; staffRole: number };
/** What a viewer may load of a media item: all of it, only its blurred variant (explicit, not opted in), or nothing. */
export type MediaSight = 'full' | 'blurred' | null;

/**
 * Who may see a media item. The owner, and staff (Support and up: validation and reports), always. Anyone else
 * only a Live item in a shown album (Profile, Ordinary; Private for the owner's favourites; Red on the dark site),
 * of a profile they may see (Active, not hidden for validation, no block), whose owner has confirmed the copyright
 * text since staff last asked. The file archive and validation videos are the owner's alone.
 */
export async function sightOf(db: Knex, media: MediaRow, viewer: MediaViewer, site: { dark: boolean }): Promise<MediaSight> {
  if (media.profileId === viewer.id || viewer.staffRole >= StaffRole.Support) return 'full';
  if (media.status !== 'Live' || media.type === 'ValidationVideo') return null;
  const kind = media.albumKind;
  if (!kind || kind === 'Archive' || (kind === 'Red' && !site.dark)) return null;
  const visible = await visibleIdentity(db, media.profileId, viewer.id).then(() => true, () => false);
  if (!visible || !(await consentHolds(db, media.profileId))) return null;
  if (kind === 'Private' && !(await isFavourite(db, media.profileId, viewer.id))) return null;
  if (media.explicit && !(await configurationOf(db, viewer.id)).showExplicitMedia) return 'blurred';
  return 'full';
}

/** Spec §8: a profile's media are hidden while staff require it to confirm the copyright text again. */
export async function consentHolds(db: Knex, profileId: number): Promise<boolean> {
  const { confirmedAt, requiredAt } = await repo.findConsent(db, profileId);
  return !requiredAt || (confirmedAt !== null && confirmedAt >= requiredAt);
}
