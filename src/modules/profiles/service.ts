import type { Knex } from 'knex';
import { ProfileStatus } from '../../platform/auth/access.ts';
import { findPublicIdentities, nameKey, publicIdentitiesQuery, toPublicIdentity, type PublicIdentity } from '../accounts/index.ts';
import { configurationFrom, type Configuration } from './configuration.ts';
import { publish } from '../../platform/events/index.ts';
import { countsChanged } from '../../platform/member-counts.ts';
import { profileViewed } from './events.ts';
import * as repo from './repo.ts';
import { cannotBlockSelf, profileNotFound } from './errors.ts';
import { maySeeProfile, profilesVisibleTo, type ProfileSight, type Sight } from './visibility.ts';

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

/**
 * Whether the viewer may see profile `id` on the sight's site (visibility.ts's rule: spec §8 "The profile is hidden
 * until validated"; on the dark site only a profile that may be there itself), else the 404 that never says why.
 */
export async function visibleIdentity(db: Knex, id: number, sight: Sight): Promise<PublicIdentity> {
  const [identity] = await findPublicIdentities(db, [id]);
  if (!identity) throw profileNotFound();
  const blocked = identity.id !== sight.profileId && (await repo.isBlockedEitherWay(db, id, sight.profileId ?? 0));
  if (!maySeeProfile(identity, blocked, sight)) throw profileNotFound();
  return identity;
}

/** Of `ids`, the profiles the viewer may see: `visibleIdentity`'s rule for many at once, in two queries. */
export async function visibleAmong(db: Knex, ids: readonly number[], sight: Sight): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const [identities, blocked] = await Promise.all([findPublicIdentities(db, ids), repo.blockedEitherWayAmong(db, sight.profileId ?? 0, ids)]);
  return new Set(identities.filter((p) => maySeeProfile(p, blocked.has(p.id), sight)).map((p) => p.id));
}

/**
 * Of these profile names, the profiles the viewer may see, by name as given (case and look-alike letters folded as
 * names are): for naming people in a form. A name the viewer may not see is as unknown as one nobody has.
 */
export async function visibleNamed(db: Knex, names: readonly string[], sight: Sight): Promise<Map<string, number>> {
  if (!names.length) return new Map();
  const ids = ((await profilesVisibleTo(db, sight, { nameIn: names })) as { id: unknown }[]).map((r) => Number(r.id));
  const byKey = new Map((await findPublicIdentities(db, ids)).map((p) => [nameKey(p.name), p.id]));
  return new Map(names.flatMap((name) => (byKey.has(nameKey(name)) ? [[name, byKey.get(nameKey(name))!] as const] : [])));
}

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
  const content = await repo.findProfilePage(db, id, viewerId, publicIdentitiesQuery(db), extra);
  if (!content.identity) throw profileNotFound();
  const identity = toPublicIdentity(content.identity);
  if (!maySeeProfile(identity, content.blocked, sight)) throw profileNotFound();
  if (!own && countsAsVisit && isNewView(viewerId, id)) await publish(db, profileViewed, { viewerId, profileId: id });
  // Until a couple's second person confirms by e-mail, others see the profile as the other person's alone (couple-partner.ts).
  const persons = own ? content.persons : content.persons.filter((p) => p.confirmed);
  const shown = persons.length < content.persons.length ? { ...identity, kind: 'Single' as const } : identity;
  const viewerConfiguration = configurationFrom(content.viewerConfiguration);
  return { identity: shown, persons, details: content.details, area: content.area, visibility: content.visibility, own, viewerConfiguration, extra: content.extra };
}

/** Blocks a profile: from now on neither sees the other anywhere (pages, lists, search, mail). */
export async function blockProfile(db: Knex, blockerId: number, blockedId: number): Promise<PublicIdentity> {
  if (blockerId === blockedId) throw cannotBlockSelf();
  const [target] = await findPublicIdentities(db, [blockedId]);
  if (!target || target.status === ProfileStatus.Deleted) throw profileNotFound();
  await repo.insertBlock(db, blockerId, blockedId);
  await countsChanged(db, [blockerId, blockedId]);
  return target;
}

/** Lifts a block the member made; a block made by the other profile stays. */
export async function unblockProfile(db: Knex, blockerId: number, blockedId: number): Promise<PublicIdentity> {
  if (!(await repo.deleteBlock(db, blockerId, blockedId))) throw profileNotFound();
  await countsChanged(db, [blockerId, blockedId]);
  const [target] = await findPublicIdentities(db, [blockedId]);
  return target ?? { id: blockedId, name: '', kind: 'Single', status: ProfileStatus.Deleted, darkStatus: 0, member: false, forcedValidation: false, lastLogonAt: null, createdAt: new Date(0) };
}

export type BlockedProfile = { id: number; name: string; blockedAt: Date };

export async function listBlocked(db: Knex, blockerId: number, skip: number, take: number): Promise<BlockedProfile[]> {
  const blocked = await repo.findBlockedIds(db, blockerId, skip, take);
  const names = new Map((await findPublicIdentities(db, blocked.map((b) => b.id))).map((p) => [p.id, p.name]));
  return blocked.map((b) => ({ id: b.id, name: names.get(b.id) ?? '', blockedAt: b.blockedAt }));
}
