import type { Knex } from 'knex';
import type { ProfileActor } from '../../platform/auth/actor.ts';
import type { StartCard } from './sections.ts';

/** Which of `ids` are saved searches of `ownerId` (the search module owns them). */
export type SavedSearchCheck = (db: Knex, ownerId: number, ids: readonly number[]) => Promise<Set<number>>;

/** A saved search shown as a section: its name, its first results and its page. */
export type SavedSearchSection = { title: string; cards: StartCard[]; seeAll: string };
/** The section of the owner's saved search `searchId` (null: none such, the section renders nothing). */
export type SavedSearchSectionLoader = (db: Knex, actor: ProfileActor, searchId: number) => Promise<SavedSearchSection | null>;

let savedSearchCheck: SavedSearchCheck = async () => new Set();
let savedSearchSection: SavedSearchSectionLoader = async () => null;

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
export const savedSearchSectionOf: SavedSearchSectionLoader = (db, actor, searchId) => savedSearchSection(db, actor, searchId);
