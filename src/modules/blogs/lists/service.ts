import type { Knex } from 'knex';
import type { Actor, ProfileActor } from '../../../platform/auth/actor.ts';
import { authorize } from '../../../platform/auth/authorize.ts';
import type { Locale } from '../../../platform/i18n/index.ts';
import { spendDaily } from '../../../platform/limits/daily.ts';
import { countsChanged } from '../../../platform/member-counts.ts';
import { findPublicIdentities } from '../../accounts/index.ts';
import { presentCards, profileSubject, type CardView } from '../../profiles/index.ts';
import { entryPath } from '../paths.ts';
import { namedCoAuthors, sightOf, type EntrySight } from '../visibility.ts';
import { tooManyFollowsToday } from './errors.ts';
import * as repo from './repo.ts';
import type { EntryCardRow, MarkList, Page } from './repo.ts';
import type { Period } from './schemas.ts';
import type { PageStart } from '../../../platform/db/keyset.ts';

const emptyPage = { items: [], hasMore: false, next: null, prev: null };

/** An entry as every list shows it (views/blogs/_entry-card.ejs, the API's list calls). */
export type EntryCard = Omit<EntryCardRow, 'coAuthorIds' | 'ownerName'> & { path: string; authors: { id: number; name: string }[]; draft: boolean; curated: boolean };

export const profileSight = (actor: ProfileActor): EntrySight & { viewerId: number } => ({ viewerId: actor.profileId, dark: actor.site.dark });

/** The cards of a page of rows: the authors' names (owner, then confirmed co-authors), the path, the excerpt. */
export async function cardsOf(db: Knex, sight: EntrySight, page: Page<EntryCardRow>): Promise<Page<EntryCard>> {
  const coAuthors = [...new Set(page.items.flatMap((r) => r.coAuthorIds))];
  const named = await namedCoAuthors(db, sight, coAuthors);
  // The owners' names come with the rows; only named co-authors take a statement.
  const coAuthorNames = named.size ? await findPublicIdentities(db, [...named].filter((id) => coAuthors.includes(id))) : [];
  const names = new Map([...page.items.filter((r) => r.ownerName).map((r) => [r.ownerId, r.ownerName] as const), ...coAuthorNames.map((p) => [p.id, p.name] as const)]);
  const items = page.items.map(({ coAuthorIds, ownerName: _ownerName, ...row }) => ({
    ...row,
    path: entryPath(row),
    authors: [row.ownerId, ...coAuthorIds].filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id) ?? '' })),
    draft: row.state === 'Draft',
    curated: row.curatedAt !== null,
  }));
  return { ...page, items };
}

/** The start of a period (spec §5): null for all time. */
export const sinceOf = (period: Period): Date | null => (period === 0 ? null : new Date(Date.now() - period * 24 * 60 * 60 * 1000));

export type EntryList =
  | { kind: 'All'; sortByActivity: boolean; tag?: string | undefined; text?: string | undefined }
  | { kind: 'MyComments' }
  | { kind: 'TopRead' | 'TopCommented' | 'Curated'; period: Period }
  | { kind: 'MyBlogs'; orderByCommentDate: boolean }
  | { kind: 'Followed' | 'FromFollowedAuthors'; sortByActivity: boolean }
  | { kind: 'Hidden' }
  /** `site`: the site whose entries are asked for (GetProfileBlogEntries names it); another site's than the actor's has none. */
  | { kind: 'Profile'; profileId: number; text?: string | undefined; site?: { dark: boolean } };

/** One page of a list of entries for the actor, filtered by the one rule in SQL before paging. */
export async function listEntries(db: Knex, actor: Actor, list: EntryList, start: PageStart, take: number): Promise<Page<EntryCard>> {
  const sight = sightOf(actor);
  const me = actor.profileId === null ? null : profileSight(actor);
  const rows = await (() => {
    switch (list.kind) {
      case 'All':
        return repo.allEntries(db, sight, list, start, take);
      case 'TopRead':
        return repo.mostRead(db, sight, sinceOf(list.period), start, take);
      case 'TopCommented':
        return repo.mostCommented(db, sight, sinceOf(list.period), start, take);
      case 'Curated':
        return repo.curatedEntries(db, sight, sinceOf(list.period), start, take);
      case 'Profile':
        return repo.profileEntries(db, sight, list.profileId, list.text, start, take, list.site);
      default:
        if (!me) return emptyPage;
        if (list.kind === 'MyComments') return repo.commentedEntries(db, me, start, take);
        if (list.kind === 'MyBlogs') return repo.ownEntries(db, me.viewerId, me.dark, list.orderByCommentDate, start, take);
        if (list.kind === 'Followed') return repo.followedEntries(db, me, list.sortByActivity, start, take);
        if (list.kind === 'FromFollowedAuthors') return repo.fromFollowedAuthors(db, me, list.sortByActivity, start, take);
        return repo.hiddenEntries(db, me, start, take);
    }
  })();
  return cardsOf(db, sight, rows);
}

export const publicEntries = async (db: Knex, start: PageStart, take: number) => cardsOf(db, { viewerId: null, dark: false }, await repo.publicEntries(db, start, take));

export type AuthorList = 'TopFollowed' | 'FollowedAuthors' | 'Followers' | 'HiddenAuthors';
export type AuthorCard = CardView & { followers?: number };

/** A page of profiles (profiles' card, visible to the viewer in SQL before paging). */
export async function listAuthors(db: Knex, actor: ProfileActor, list: AuthorList, start: PageStart, take: number): Promise<Page<AuthorCard>> {
  const sight = profileSight(actor);
  const page = await (list === 'TopFollowed' ? repo.mostFollowedAuthors : list === 'FollowedAuthors' ? repo.followedAuthors : list === 'Followers' ? repo.followers : repo.hiddenAuthors)(db, sight, start, take);
  const counts = new Map(page.items.map((a) => [a.id, a.count]));
  const cards = await presentCards(db, page.items.map((a) => a.id), actor);
  return { ...page, items: cards.map((c) => ({ ...c, ...(counts.get(c.id) !== undefined ? { followers: counts.get(c.id) } : {}) })) };
}

// ---- follow and hide ------------------------------------------------------------------------------------

/** A day's follows (entries and authors together): a new follower shows in the author's count. */
export const followsPerDay = 100;

type Toggle = 'follow' | 'hide';
const entryTables = { follow: repo.followEntryTable, hide: repo.hideEntryTable };
const authorTables = { follow: repo.followAuthorTable, hide: repo.hideAuthorTable };

/** Follows or hides an entry the actor may read (not their own), or undoes it. */
export async function setEntry(db: Knex, actor: ProfileActor, what: Toggle, on: boolean, entryId: number, locale: Locale): Promise<void> {
  const sight = profileSight(actor);
  const entry = await repo.entryFacts(db, entryId);
  const readable = entry !== null && ((await repo.isEntryReadable(db, sight, entryId)) || (what === 'hide' && !on && (await repo.hasPair(db, repo.hideEntryTable, actor.profileId, entryId))));
  authorize(actor, 'blogs.lists.entry', { entryId, readable, own: entry?.ownerId === actor.profileId });
  await db.transaction(async (trx) => {
    if (!on) return void (await repo.removePair(trx, entryTables[what], actor.profileId, entryId));
    if (what === 'follow' && !(await repo.hasPair(trx, entryTables.follow, actor.profileId, entryId))) {
      await spendDaily(trx, actor.profileId, 'blogs.follow', followsPerDay, (resetAt) => tooManyFollowsToday(followsPerDay, resetAt, locale));
    }
    await repo.addPair(trx, entryTables[what], actor.profileId, entryId);
  });
  await countsChanged(db, [actor.profileId]);
}

/** Follows or hides an author the actor may see (not themselves), or undoes it. */
export async function setAuthor(db: Knex, actor: ProfileActor, what: Toggle, on: boolean, authorId: number, locale: Locale): Promise<void> {
  authorize(actor, 'blogs.lists.author', await profileSubject(db, actor, authorId));
  await db.transaction(async (trx) => {
    if (!on) return void (await repo.removePair(trx, authorTables[what], actor.profileId, authorId));
    if (what === 'follow' && !(await repo.hasPair(trx, authorTables.follow, actor.profileId, authorId))) {
      await spendDaily(trx, actor.profileId, 'blogs.follow', followsPerDay, (resetAt) => tooManyFollowsToday(followsPerDay, resetAt, locale));
    }
    await repo.addPair(trx, authorTables[what], actor.profileId, authorId);
  });
  await countsChanged(db, what === 'follow' ? [actor.profileId, authorId] : [actor.profileId]);
}

/** What the entry page shows of the viewer's lists for one entry (H2's page renders _entry-actions.ejs with it). */
export type EntryListState = { followed: boolean; hidden: boolean; followingAuthor: boolean; authorHidden: boolean; own: boolean };
export async function entryListState(db: Knex, actor: Actor, entryId: number, ownerId: number): Promise<EntryListState> {
  const me = actor.profileId;
  if (me === null) return { followed: false, hidden: false, followingAuthor: false, authorHidden: false, own: false };
  const { followed, hidden, followingAuthor, authorHidden } = await repo.listStateOf(db, me, entryId, ownerId);
  return { followed, hidden, followingAuthor, authorHidden, own: me === ownerId };
}

// ---- marks and counts --------------------------------------------------------------------------------------

/** Marks one list read on the actor's site (opening its tab does the same); the menu counts again. */
export async function markRead(db: Knex, actor: ProfileActor, list: MarkList): Promise<void> {
  if (actor.impersonatedBy) return;
  await db.transaction(async (trx) => {
    await repo.setMark(trx, profileSight(actor), list);
    if (list === 'Followed') await repo.markFollowedEntriesRead(trx, profileSight(actor));
    if (list === 'FromFollowedAuthors') await repo.markFollowedAuthorsRead(trx, actor.profileId);
  });
  await countsChanged(db, [actor.profileId]);
}

export const blogsCount = (db: Knex, actor: ProfileActor) => repo.blogsCount(db, profileSight(actor));
export const curatedCount = (db: Knex, actor: ProfileActor) => repo.curatedCount(db, profileSight(actor));

// ---- search -----------------------------------------------------------------------------------------------

export const searchTags = (db: Knex, actor: Actor, prefix: string, take: number) => repo.tagsStartingWith(db, sightOf(actor), prefix, take);
/** The regular site's published entries' paths, newest first (seo's sitemap). */
export const publicEntryPaths = async (db: Knex, limit: number): Promise<string[]> => (await repo.publicEntryLinks(db, limit)).map(entryPath);
export async function searchAuthors(db: Knex, actor: Actor, name: string, take: number): Promise<{ id: number; name: string }[]> {
  const ids = await repo.authorsNamed(db, sightOf(actor), name, take);
  const names = new Map((await findPublicIdentities(db, ids)).map((p) => [p.id, p.name]));
  return ids.filter((id) => names.has(id)).map((id) => ({ id, name: names.get(id) ?? '' }));
}
