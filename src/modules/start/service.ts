import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import type { SiteConfig } from '../../platform/http/context.ts';
import { may } from '../../platform/auth/authorize.ts';
import * as repo from './repo.ts';
import { applyStartRules, keepKnownIds, type RuleScope } from './rules.ts';
import type { SaveOptionsInput, StartOptions } from './schemas.ts';
import { loadSection } from './loaders.ts';
import type { StartCard } from '../../platform/start-page.ts';
import { defaultSortOptions } from './sections.ts';

const scopeOf = (actor: ProfileActor, site: SiteConfig): RuleScope => ({ ownerId: actor.profileId, member: may(actor, 'start.allSections', null), site });

/** GetStartPageSortOptions: the member's start-page configuration with the §5 rules applied. */
export async function getOptions(db: Knex, actor: ProfileActor, site: SiteConfig): Promise<StartOptions> {
  const saved = await repo.keptSettings(db, actor.profileId);
  return {
    sortOptions: await applyStartRules(db, saved?.sortOptions ?? null, scopeOf(actor, site)),
    searchOptions: saved?.searchOptions ?? null,
    condensedProfileView: saved?.condensedProfileView ?? false,
    customizeStart: saved?.customizeStart ?? false,
  };
}

/** SaveStartPageSortOptions: keeps the known ids in the member's order (the other rules apply on reading). */
export async function saveOptions(db: Knex, actor: ProfileActor, site: SiteConfig, input: SaveOptionsInput): Promise<StartOptions> {
  const saved = await repo.findSettings(db, actor.profileId);
  await repo.saveSettings(db, actor.profileId, {
    sortOptions: await keepKnownIds(db, input.sortOptions, actor.profileId),
    searchOptions: input.searchOptions === undefined ? (saved?.searchOptions ?? null) : input.searchOptions,
    condensedProfileView: input.condensedProfileView ?? saved?.condensedProfileView ?? false,
    customizeStart: input.customizeStart ?? saved?.customizeStart ?? false,
  });
  return getOptions(db, actor, site);
}

/** The shown sections reordered, put back into the slots the shown ones hold in the full order (hidden ones stay put). */
export function mergeOrder(full: string[], shownInNewOrder: string[]): string[] {
  const shown = new Set(shownInNewOrder);
  const next = [...shownInNewOrder];
  return full.map((id) => (shown.has(id) ? next.shift()! : id));
}

/** The no-JavaScript up/down buttons: swaps the section with its shown neighbour and saves the order. */
export async function moveSection(db: Knex, actor: ProfileActor, site: SiteConfig, id: string, direction: 'up' | 'down'): Promise<void> {
  const { options, sections } = await startPage(db, actor, site);
  const shown = sections.map((s) => s.id);
  const from = shown.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= shown.length) return;
  [shown[from], shown[to]] = [shown[to]!, shown[from]!];
  await saveOptions(db, actor, site, { sortOptions: mergeOrder(options.sortOptions.map((o) => o.id), shown).map((o) => ({ id: o })), customizeStart: true });
}

/** The condensed profile view (smaller cards), keeping the rest of the configuration. */
export async function setCondensed(db: Knex, actor: ProfileActor, condensed: boolean): Promise<void> {
  const saved = await repo.findSettings(db, actor.profileId);
  await repo.saveSettings(db, actor.profileId, {
    sortOptions: saved?.sortOptions ?? [],
    searchOptions: saved?.searchOptions ?? null,
    condensedProfileView: condensed,
    customizeStart: saved?.customizeStart ?? false,
  });
}

/** `label`, `empty`: the locale keys of a registered section's heading and empty text, where it names its own. */
export type ShownSection = { id: string; cards: StartCard[]; seeAll: string | null; title?: string; label?: string; empty?: string };

/**
 * /Start: the member's sections in order, each with its cards. A section without data (its module does not exist
 * yet, or its provider gave nothing) is left out; a section with no cards shows its empty state.
 */
export async function startPage(db: Knex, actor: ProfileActor, site: SiteConfig) {
  const options = await getOptions(db, actor, site);
  const loaded = await Promise.all(options.sortOptions.map(async ({ id }) => ({ id, ...(await loadSection(db, id, actor, site)) })));
  const sections: ShownSection[] = loaded.flatMap(({ cards, ...s }) => (cards ? [{ ...s, cards }] : []));
  return { options, sections, defaults: defaultSortOptions().map((o) => o.id) };
}

/** Whether the member's start page (after the §5 rules) shows their saved search `searchId`. */
export async function showsSavedSearch(db: Knex, actor: ProfileActor, site: SiteConfig, searchId: number): Promise<boolean> {
  return (await getOptions(db, actor, site)).sortOptions.some((o) => o.id === `Search:${searchId}`);
}

/**
 * Puts the member's saved search on their start page (last, to be moved like any section) or takes it off, through
 * the same save as SaveStartPageSortOptions. Without a saved order the default sections are kept around it.
 */
export async function showSavedSearch(db: Knex, actor: ProfileActor, site: SiteConfig, searchId: number, show: boolean): Promise<void> {
  const saved = await repo.findSettings(db, actor.profileId);
  const order = saved?.sortOptions.length ? saved.sortOptions : defaultSortOptions();
  const id = `Search:${searchId}`;
  const others = order.filter((o) => o.id !== id);
  await saveOptions(db, actor, site, { sortOptions: show ? [...others, { id }] : others });
}
