import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import type { SiteConfig } from '../../platform/http/context.ts';
import { createRegistry } from '../../platform/registry.ts';
import type { CardView } from '../profiles/index.ts';

/** The start page's section ids of spec §2, in their default order: Contest first, BirthdayProfiles fourth. */
export const specSectionIds = [
  'Contest',
  'NewestProfiles',
  'PossibleMatches',
  'BirthdayProfiles',
  'NewestMedia',
  'SearchMedia',
  'LastVisit',
  'OnlineProfiles',
  'NewestBlogs',
  'UpcomingEvents',
  'PopularLodges',
  'OnlineFavorites',
  'ChatRightNow',
] as const;

/**
 * One card of a section: a profile, a picture or a chat room. `picture`: media's PictureView (media's partial draws it).
 * `profile`: a profile's tile from profiles' one presenter, drawn by `views/partials/profile-card.ejs` (layout Tile).
 */
export type StartCard = { key: string; title: string; href: string; picture: StartCardPicture | null; detail?: string; profile?: StartProfile };
/** What a profile tile shows: picture, name and online dot, as profiles' `presentCards` gives them. */
export type StartProfile = Pick<CardView, 'id' | 'name' | 'picture' | 'online'>;
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

/** A saved search shown on the start page: `Search:<saved search id>`. */
export const savedSearchPattern = /^Search:([1-9][0-9]{0,17})$/;

const specOrder = (id: string) => (specSectionIds as readonly string[]).indexOf(id);
/** Every section id the page knows: the spec's and the registered ones. */
export const isSectionId = (id: string): boolean => specOrder(id) >= 0 || sections.lookup(id) !== undefined;
export const savedSearchIdOf = (id: string): number | null => {
  const m = savedSearchPattern.exec(id);
  return m ? Number(m[1]) : null;
};

export type SortOption = { id: string };

/** The default order: the spec's sections at their places, registered ones by their `order` (ties: spec first). */
export function defaultSortOptions(): SortOption[] {
  const spec = specSectionIds.map((id, i) => ({ id, order: (i + 1) * 10 }));
  const added = sections.list().filter(([id]) => specOrder(id) < 0).map(([id, s]) => ({ id, order: s.order }));
  return [...spec, ...added].sort((a, b) => a.order - b.order).map(({ id }) => ({ id }));
}

/**
 * Profiles' cards (profiles' `presentCards`: name, main picture as the viewer may see it, online dot) as a section's
 * profile tiles, for a module's section loader.
 */
export const profileStartCards = (cards: readonly StartProfile[]): StartCard[] =>
  cards.map((c) => ({ key: `p${c.id}`, title: c.name, href: `/Profile/${c.id}`, picture: (c.picture as StartCardPicture | null) ?? null, profile: { id: c.id, name: c.name, picture: c.picture, online: c.online } }));
