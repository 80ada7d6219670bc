import type { Knex } from 'knex';
import type { Locale } from '../../platform/i18n/index.ts';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import { profileCards, visibleIdentity } from '../profiles/index.ts';
import { findPublicIdentities } from '../accounts/index.ts';
import * as repo from './repo.ts';
import { tooManyCustom, unknownKink } from './errors.ts';
import { customKinksMax, type ProfileKinksInput } from './schemas.ts';

export type ProfileKinks = { kinks: repo.KinkRow[]; custom: repo.CustomKinkRow[] };
export type KinksPage = { items: repo.KinkRow[]; hasMore: boolean };

/** One spelling of a custom kink: spaces squeezed; its key (lower case) is what makes two the same. */
export const normaliseCustom = (text: string) => text.trim().replace(/\s+/g, ' ');
export const customKey = (text: string) => normaliseCustom(text).toLowerCase();

export const allKinks = (db: Knex, locale: Locale) => repo.findKinks(db, locale);
export const popularKinks = (db: Knex, locale: Locale) => repo.findKinks(db, locale, { popular: true });
export const nonPopularKinks = (db: Knex, locale: Locale, skip: number, take: number) => repo.findKinks(db, locale, { popular: false, skip, take });
export const mostPopularKinks = (db: Knex, locale: Locale, take: number) => repo.findMostPopular(db, locale, take);

/** The whole catalogue a page at a time (the /Kinks All tab). */
export async function kinksPage(db: Knex, locale: Locale, skip: number, take: number): Promise<KinksPage> {
  const rows = await repo.findKinks(db, locale, { skip, take: take + 1 });
  return { items: rows.slice(0, take), hasMore: rows.length > take };
}

/** Catalogue kinks whose name (in `locale`) holds `query`; with `custom`, also custom kinks on profiles the viewer may see. */
export async function searchKinks(db: Knex, locale: Locale, viewer: ProfileActor, query: string, custom: boolean) {
  const [kinks, customTexts] = await Promise.all([repo.searchKinks(db, locale, query, 50), custom ? repo.searchCustomKinks(db, viewer, query, 50) : []]);
  return { kinks, custom: customTexts };
}

export async function ownKinks(db: Knex, profileId: number, locale: Locale): Promise<ProfileKinks> {
  const [kinks, custom] = await Promise.all([repo.findProfileKinks(db, profileId, locale), repo.findCustomKinks(db, profileId)]);
  return { kinks, custom };
}

/** Another profile's kinks: only when the viewer may see that profile (Active, not blocked either way), else 404. */
export async function profileKinks(db: Knex, profileId: number, viewer: ProfileActor, locale: Locale): Promise<ProfileKinks> {
  await visibleIdentity(db, profileId, viewer);
  return ownKinks(db, profileId, locale);
}

/**
 * Replaces the member's kinks in one transaction. Custom kinks are kept once whatever their case; one that is a
 * catalogue kink's name (in any language) becomes that kink. An unknown kink id is a 400 naming `kinkIds`.
 */
export async function setProfileKinks(db: Knex, actor: ProfileActor, input: ProfileKinksInput): Promise<void> {
  const profileId = actor.profileId;
  const ids = [...new Set(input.kinkIds)];
  const known = await repo.existingKinkIds(db, ids);
  if (ids.some((id) => !known.has(id))) throw unknownKink();

  const custom = new Map<string, string>();
  for (const text of input.customKinks) {
    const key = customKey(text);
    if (key && !custom.has(key)) custom.set(key, normaliseCustom(text));
  }
  const catalogueNames = await repo.findKinkIdsByName(db, [...custom.keys()]);
  for (const [key, kinkId] of catalogueNames) {
    custom.delete(key);
    if (!ids.includes(kinkId)) ids.push(kinkId);
  }
  if (custom.size > customKinksMax) throw tooManyCustom();

  await db.transaction((trx) =>
    repo.replaceProfileKinks(
      trx,
      profileId,
      ids,
      [...custom].map(([key, text]) => ({ key, text })),
    ),
  );
}

/** Seeds the catalogue once; returns true when it added it. */
export async function seedKinks(db: Knex, kinks: repo.NewKink[]): Promise<boolean> {
  if ((await repo.countKinks(db)) > 0) return false;
  await db.transaction((trx) => repo.insertKinks(trx, kinks));
  return true;
}

/** The names of a profile's kinks in `locale`, catalogue kinks first, then its custom kinks: for the profile page. */
export async function profileKinkNames(db: Knex, profileId: number, locale: Locale): Promise<string[]> {
  const { kinks, custom } = await ownKinks(db, profileId, locale);
  return [...kinks.map((k) => k.name), ...custom.map((c) => c.text)];
}

/** The popular kinks as a filter offers them: each kink's query (its key) and name in `locale`. */
export async function popularKinkChoices(db: Knex, locale: Locale): Promise<{ query: string; name: string }[]> {
  return (await popularKinks(db, locale)).map((k) => ({ query: k.key, name: k.name }));
}

export type KinkSearchHit = { id: number; name: string; ages: number[]; town: string | null };

/** The profiles with every one of the kinks, a page at a time, each with its list card (ages and town as the viewer may see them). */
export async function searchProfilesByKinks(db: Knex, actor: ProfileActor, queries: string[], skip: number, take: number): Promise<{ items: KinkSearchHit[]; hasMore: boolean }> {
  const found = await repo.findProfileIdsWithKinks(db, queries, actor, skip, take);
  const ids = found.slice(0, take);
  const hasMore = found.length > take;
  const [identities, cards] = await Promise.all([findPublicIdentities(db, ids), profileCards(db, actor, ids)]);
  const names = new Map(identities.map((p) => [p.id, p.name]));
  return { items: ids.map((id) => ({ id, name: names.get(id) ?? '', ages: cards.get(id)?.ages ?? [], town: cards.get(id)?.town ?? null })), hasMore };
}
