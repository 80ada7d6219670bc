import type { Knex } from 'knex';
import type { ProfileActor } from './auth/actor.ts';
import type { SiteConfig } from './http/context.ts';
import { createRegistry } from './registry.ts';

/**
 * What modules add to the start page: sections, "complete your profile" hints, banners and the saved-search
 * answers. The registries sit in the platform so that start, which draws the page, stays above every module that
 * adds to it and imports none of them (`farm-studio look src/modules`: start on top).
 */

/**
 * One card of a section: a profile, a picture or a chat room. `picture`: media's PictureView (media's partial draws it).
 * `profile`: a profile's tile from profiles' one presenter, drawn by `views/partials/profile-card.ejs` (layout Tile).
 */
export type StartCard = { key: string; title: string; href: string; picture: StartCardPicture | null; detail?: string; profile?: StartProfile };
/** What a profile tile shows: picture, name and online dot, as profiles' `presentCards` gives them. */
export type StartProfile = { id: number; name: string; picture: unknown; online: boolean };
export type StartCardPicture = { id: number; src: string; width: number; height: number };
/**
 * A section's cards for the member (the request's Actor; `site` for what the site's configuration shows); null (or
 * none to show) renders nothing.
 */
export type SectionLoader = (db: Knex, actor: ProfileActor, site: SiteConfig) => Promise<StartCard[] | null>;

/**
 * A section a module adds to the start page from its own index.ts (`registerStartSection(id, section)`):
 * - `order`: its place in the default order; the spec's sections are 10 (Contest), 20 … 130 (ChatRightNow), so a
 *   spec section takes its own and a new one a number between;
 * - `loader`: its cards; `seeAll`: its full page, only where that route exists (no dead links);
 * - `label`: the locale key of its heading (default `start.sections.<id>`), `empty`: of the text when it has no
 *   cards (default `start.empty.other`);
 * - `shownTo`: who sees it (default: everyone the §5 rules leave it to).
 * A spec id nobody registered (its module does not exist yet) stays in the order and renders nothing.
 */
export type StartSection = {
  order: number;
  loader: SectionLoader;
  seeAll?: string | null;
  label?: string;
  empty?: string;
  shownTo?: (actor: ProfileActor) => boolean;
};

const sections = createRegistry<string, StartSection>('start sections');

/** Registers a section; returns the undo (tests). An id registered twice is a start-up error naming both. */
export const registerStartSection = (id: string, section: StartSection) => sections.register(id, section);
export const registeredSection = (id: string): StartSection | undefined => sections.lookup(id);
export const registeredSections = (): [string, StartSection][] => sections.list();

/**
 * Profiles' cards (profiles' `presentCards`: name, main picture as the viewer may see it, online dot) as a section's
 * profile tiles, for a module's section loader.
 */
export const profileStartCards = (cards: readonly StartProfile[]): StartCard[] =>
  cards.map((c) => ({ key: `p${c.id}`, title: c.name, href: `/Profile/${c.id}`, picture: (c.picture as StartCardPicture | null) ?? null, profile: { id: c.id, name: c.name, picture: c.picture, online: c.online } }));

/**
 * A hint a module adds from its index.ts (media's ProfilePicture): `missing` says whether the member still lacks
 * it; `order` places it (most useful first: 10 a picture, 20 a few words, 30 where they live, 40 whom they want).
 * Its text is `start.hints.<id>`, or the locale key `label` names (payments' BirthdayOffer).
 */
export type StartHint = { order: number; href: string; label?: string; missing: (db: Knex, actor: ProfileActor, site: SiteConfig) => Promise<boolean> };

const hints = createRegistry<string, StartHint>('start hints');
export const registerStartHint = (id: string, hint: StartHint) => hints.register(id, hint);
export const registeredHints = (): [string, StartHint][] => hints.list();

/**
 * A banner a module puts at the top of /Start from its index.ts (blogs' breaking news): `load` gives the locals of
 * its partial `view` (a path under views/, without .ejs) for this member, or null to show nothing.
 */
export type StartBanner = { order: number; view: string; load: (db: Knex, actor: ProfileActor, site: SiteConfig) => Promise<Record<string, unknown> | null> };

const banners = createRegistry<string, StartBanner>('start banners');
/** Registers a banner; returns the undo (tests). */
export const registerStartBanner = (id: string, banner: StartBanner) => banners.register(id, banner);
export const registeredBanners = (): [string, StartBanner][] => banners.list();

/** Which of `ids` are saved searches of `ownerId` (the search module owns them). */
export type SavedSearchCheck = (db: Knex, ownerId: number, ids: readonly number[]) => Promise<Set<number>>;

/** A saved search shown as a section: its name, its first results and its page. */
export type SavedSearchSection = { title: string; cards: StartCard[]; seeAll: string };
/** The section of the owner's saved search `searchId` (null: none such, the section renders nothing). */
export type SavedSearchSectionLoader = (db: Knex, actor: ProfileActor, searchId: number) => Promise<SavedSearchSection | null>;

let savedSearchCheck: SavedSearchCheck = async () => new Set();
let savedSearchSection: SavedSearchSectionLoader = async () => null;

/** The search module tells the start page which saved searches exist; until it does, none do. Returns the undo (tests). */
export function provideSavedSearchCheck(check: SavedSearchCheck): () => void {
  const previous = savedSearchCheck;
  savedSearchCheck = check;
  return () => {
    if (savedSearchCheck === check) savedSearchCheck = previous;
  };
}
export const savedSearchesExisting: SavedSearchCheck = (db, ownerId, ids) => savedSearchCheck(db, ownerId, ids);

/** The search module builds the `Search:<id>` sections; until it does, they render nothing. Returns the undo. */
export function provideSavedSearchSection(loader: SavedSearchSectionLoader): () => void {
  const previous = savedSearchSection;
  savedSearchSection = loader;
  return () => {
    if (savedSearchSection === loader) savedSearchSection = previous;
  };
}
export const savedSearchSectionOf: SavedSearchSectionLoader = (db, actor, searchId) => savedSearchSection(db, actor, searchId);
