import type { Knex } from 'knex';
import type { PictureView } from '../media/index.ts';
import type { SiteConfig } from '../../platform/http/context.ts';

/** One card of a section: a profile, a picture or a chat room. */
export type StartCard = { key: string; title: string; href: string; picture: PictureView | null; detail?: string };
export type SectionLoader = (db: Knex, viewer: Express.User, site: SiteConfig) => Promise<StartCard[] | null>;
/** Which of `ids` are saved searches of `ownerId` (the search module owns them). */
export type SavedSearchCheck = (db: Knex, ownerId: number, ids: readonly number[]) => Promise<Set<number>>;

let savedSearchCheck: SavedSearchCheck = async () => new Set();
const provided = new Map<string, { loader: SectionLoader; seeAll: string | null }>();

/** The search module tells start which saved searches exist; until it does, none do. */
export function provideSavedSearchCheck(check: SavedSearchCheck): void {
  savedSearchCheck = check;
}
export const savedSearchesExisting: SavedSearchCheck = (db, ownerId, ids) => savedSearchCheck(db, ownerId, ids);

/** Another module supplies a section's cards (BirthdayProfiles, OnlineProfiles, PossibleMatches …): null renders nothing. */
// `seeAll`: the section's full page, only when that route exists (no dead links).
// Returns the undo (tests, and a module that stops providing).
export function provideStartSection(id: string, loader: SectionLoader, seeAll: string | null = null): () => void {
  const entry = { loader, seeAll };
  provided.set(id, entry);
  return () => {
    if (provided.get(id) === entry) provided.delete(id);
  };
}
export const providedSection = (id: string) => provided.get(id);
