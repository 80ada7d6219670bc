import type { Knex } from 'knex';
import { publicIdentitiesQuery, toPublicIdentity, type PublicIdentity } from '../../accounts/index.ts';
import { configurationFrom, type Configuration } from '../configuration/service.ts';
import { publish } from '../../../platform/events/index.ts';
import { profileViewed } from '../events.ts';
import type * as repo from '../repo.ts';
import { findProfilePage } from './repo.ts';
import { profileNotFound } from '../errors.ts';
import { maySeeProfile, type ProfileSight } from '../visibility/sight.ts';

export type ProfilePage = {
  identity: PublicIdentity;
  persons: repo.PersonRow[];
  details: repo.DetailsRow;
  area: repo.AreaRow | null;
  visibility: Record<string, string>;
  own: boolean;
  /** The viewer's configuration, read in the same statement (the picture's explicit-media setting). */
  viewerConfiguration: Configuration;
  /** The values of the `extra` columns asked for (the avatar's). */
  extra: Record<string, unknown>;
};

/** When this process last published a view of a profile by a viewer: a visit counts once a minute, not per page. */
const recentViews = new Map<string, number>();
const viewEveryMs = 60_000;

/** Forgets the recent views (tests: profile ids start again after each reset). */
export function forgetRecentViews(): void {
  recentViews.clear();
}

function isNewView(viewerId: number, profileId: number): boolean {
  const key = `${viewerId}:${profileId}`;
  const now = Date.now();
  if (now - (recentViews.get(key) ?? 0) < viewEveryMs) return false;
  if (recentViews.size > 100_000) recentViews.clear();
  recentViews.set(key, now);
  return true;
}

/**
 * A profile's page for the viewer, on the viewer's site. Another member's view is published as `profiles.viewed`
 * ({ viewerId, profileId }) for the visitors list; staff acting as the member are not visitors (`countsAsVisit`).
 */
export async function getProfilePage(db: Knex, id: number, sight: ProfileSight, countsAsVisit: boolean, extra: Record<string, Knex.Raw> = {}): Promise<ProfilePage> {
  const viewerId = sight.profileId;
  const own = id === viewerId;
  const content = await findProfilePage(db, id, viewerId, publicIdentitiesQuery(db), extra);
  if (!content.identity) throw profileNotFound();
  const identity = toPublicIdentity(content.identity);
  if (!maySeeProfile(identity, content.blocked, sight)) throw profileNotFound();
  if (!own && countsAsVisit && isNewView(viewerId, id)) await publish(db, profileViewed, { viewerId, profileId: id });
  // Until a couple's second person confirms by e-mail, others see the profile as the other person's alone (couple/partner.ts).
  const persons = own ? content.persons : content.persons.filter((p) => p.confirmed);
  const shown = persons.length < content.persons.length ? { ...identity, kind: 'Single' as const } : identity;
  const viewerConfiguration = configurationFrom(content.viewerConfiguration);
  return { identity: shown, persons, details: content.details, area: content.area, visibility: content.visibility, own, viewerConfiguration, extra: content.extra };
}

