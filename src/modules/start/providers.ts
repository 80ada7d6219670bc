import type { Knex } from 'knex';
import type { PictureView } from '../media/index.ts';
import type { SiteConfig } from '../../platform/http/context.ts';

/** One card of a section: a profile, a picture or a chat room. */
export type StartCard = { key: string; title: string; href: string; picture: PictureView | null; detail?: string };
export type SectionLoader = (db: Knex, viewer: Express.User, site: SiteConfig) => Promise<StartCard[] | null>;
/** Which of `ids` are saved searches of `ownerId` (the search module owns them). */
export type SavedSearchCheck = (db: Knex, ownerId: number, ids: readonly number[]) => Promise<Set<number>>;

/** A saved search shown as a section: its name, its first results and its page. */
export type SavedSearchSection = { title: string; cards: StartCard[]; seeAll: string };
/** The section of the owner's saved search `searchId` (null: none such, the section renders nothing). */
export type SavedSearchSectionLoader = (db: Knex, viewer: Express.User, site: SiteConfig, searchId: number) => Promise<SavedSearchSection | null>;

let savedSearchCheck: SavedSearchCheck = async () => new Set();
let savedSearchSection: SavedSearchSectionLoader = async () => null;
const provided = new Map<string, { loader: SectionLoader; seeAll: string | null }>();

/** The search module tells start which saved searches exist; until it does, none do. Returns the undo (tests). */
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
export const savedSearchSectionOf: SavedSearchSectionLoader = (db, viewer, site, searchId) => savedSearchSection(db, viewer, site, searchId);

/** Another module supplies a section's cards (BirthdayProfiles, OnlineProfiles, PossibleMatches …): null renders nothing. */
// `seeAll`: the section's full page, only when that route exists (no dead links).
// Returns the undo (tests, and a module that stops providing), which puts back the provider it replaced.
export function provideStartSection(id: string, loader: SectionLoader, seeAll: string | null = null): () => void {
  const entry = { loader, seeAll };
  const previous = provided.get(id);
  provided.set(id, entry);
  return () => {
    if (provided.get(id) !== entry) return;
    if (previous) provided.set(id, previous);
    else provided.delete(id);
  };
}
export const providedSection = (id: string) => provided.get(id);
