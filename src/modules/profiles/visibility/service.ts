import type { Knex } from 'knex';
import { findPublicIdentities, nameKey, type PublicIdentity } from '../../accounts/index.ts';
import { profileNotFound } from '../errors.ts';
import * as repo from '../blocks/repo.ts';
import { maySeeProfile, profilesVisibleTo, type Sight } from './sight.ts';

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
