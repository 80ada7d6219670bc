import type { Knex } from 'knex';
import { publish } from '../../platform/events/index.ts';
import { cachedMemberCounts, countsChanged } from '../../platform/member-counts.ts';
import { itemLiked } from './events.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import { spendDaily } from '../../platform/limits/daily.ts';
import { findPublicIdentities, type PublicIdentity } from '../accounts/index.ts';
import { isBlockedEitherWay, presentCards, profileSubject, visibleIdentity, type CardView, type ProfileSight } from '../profiles/index.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import { lastBeats, showingOnline } from '../presence/index.ts';
import * as repo from './repo.ts';
import { cannotListSelf, noSuchNote, profileNotFound, noSuchVisit, notAFavourite, tooManyLikes, unknownItemType } from './errors.ts';
import { likesPerDay, type LikeItem, type NotesFilter } from './schemas.ts';
import { likeCheck, registerLikeable } from './likeable.ts';
import type { ProfileActor } from '../../platform/auth/actor.ts';

/** `online`: presence's "shows online" (online now and not hiding it; presence never imports lists). */
export type Listed<R extends repo.ListRow> = R & { profile: PublicIdentity; online: boolean };
export type Page<T> = { items: T[]; hasMore: boolean };

/** The rows with their profiles. The repo's SQL already left out every profile the viewer may not see. */
async function withProfiles<R extends { id: number }>(db: Knex, rows: R[]): Promise<(R & { profile: PublicIdentity; online: boolean })[]> {
  const ids = rows.map((r) => r.id);
  const [identities, online] = await Promise.all([findPublicIdentities(db, ids), showingOnline(db, ids)]);
  const profiles = new Map(identities.map((p) => [p.id, p]));
  return rows.flatMap((r) => {
    const profile = profiles.get(r.id);
    return profile ? [{ ...r, profile, online: online.has(r.id) }] : [];
  });
}

/** Reads one row past the page (`take + 1`), so that it knows whether a next page exists without counting them all. */
async function pageOf<R extends repo.ListRow>(db: Knex, fetch: (skip: number, take: number) => Promise<R[]>, skip: number, take: number): Promise<Page<Listed<R>>> {
  const rows = await fetch(skip, take + 1);
  return { items: await withProfiles(db, rows.slice(0, take)), hasMore: rows.length > take };
}

/** A row of /Favorites or /Visitors as profiles' one card (`presentCards`: name, ages, place, picture, online dot). */
export type Carded<R extends repo.ListRow> = R & { card: CardView };

/** Like `pageOf`, but each row with its profile's card; a row whose profile has none is left out. */
async function cardPageOf<R extends repo.ListRow>(db: Knex, actor: ProfileActor, fetch: (skip: number, take: number) => Promise<R[]>, skip: number, take: number): Promise<Page<Carded<R>>> {
  const rows = await fetch(skip, take + 1);
  const page = rows.slice(0, take);
  const cards = new Map((await presentCards(db, page.map((r) => r.id), actor)).map((c) => [c.id, c]));
  return { items: page.flatMap((r) => (cards.has(r.id) ? [{ ...r, card: cards.get(r.id)! }] : [])), hasMore: rows.length > take };
}

/** Another profile the actor may put on their lists (lists.list: 404 unless they may see it, whatever the reason; never their own). */
async function otherVisible(db: Knex, actor: ProfileActor, profileId: number): Promise<PublicIdentity> {
  authorize(actor, 'lists.list', await profileSubject(db, actor, profileId));
  const [profile] = await findPublicIdentities(db, [profileId]);
  if (!profile) throw profileNotFound();
  return profile;
}

// ---- favourites

export async function addFavourite(db: Knex, viewer: ProfileActor, profileId: number): Promise<PublicIdentity> {
  const profile = await otherVisible(db, viewer, profileId);
  await repo.insertFavourite(db, viewer.profileId, profileId);
  return profile;
}

/** Removes a favourite (also one the member can no longer see); the name for the message when it is known. */
export async function removeFavourite(db: Knex, actor: ProfileActor, profileId: number): Promise<{ name: string }> {
  const viewerId = actor.profileId;
  if (!(await repo.deleteFavourite(db, viewerId, profileId))) throw notAFavourite();
  const [profile] = await findPublicIdentities(db, [profileId]);
  return { name: profile?.name ?? '' };
}

/**
 * Who has the member among their favourites (repo's findFavouritedBy), kept between requests like the menu counts:
 * adding or removing a favourite renews the favourite's entry (repo.ts), a block both members' (profiles' blocks).
 */
export const keptFavouritedBy = (db: Knex, member: ProfileSight): Promise<number[]> =>
  cachedMemberCounts(db, member.profileId, { dark: member.site.dark, variant: 'lists.favouritedBy' }, () => repo.findFavouritedBy(db, member));

export const listFavourites = (db: Knex, viewer: ProfileSight, skip: number, take: number) =>
  pageOf(db, (s, t) => repo.findFavourites(db, viewer, s, t), skip, take);

/** /Favorites: the member's favourites, newest first, as profile cards. */
export const favouriteCards = (db: Knex, actor: ProfileActor, skip: number, take: number) =>
  cardPageOf(db, actor, (s, t) => repo.findFavourites(db, actor, s, t), skip, take);

/** The favourites online now (presence), newest heartbeat first; never those hiding their online status. */
export async function onlineFavourites(db: Knex, viewer: ProfileSight): Promise<Listed<repo.ListRow>[]> {
  const favourites = await repo.findFavouritesShowingOnline(db, viewer);
  const beats = await lastBeats(db, favourites.map((f) => f.id));
  const online = await withProfiles(db, favourites.filter((f) => beats.has(f.id)));
  return online.sort((a, b) => beats.get(b.id)! - beats.get(a.id)! || b.id - a.id);
}

// ---- visits

/** `profiles.viewed`: records (or moves on) the visit; never one's own, never between profiles blocked either way. */
export async function recordVisit(db: Knex, { viewerId, profileId }: { viewerId: number; profileId: number }, at = new Date()): Promise<void> {
  if (viewerId === profileId || (await isBlockedEitherWay(db, viewerId, profileId))) return;
  await repo.upsertVisit(db, profileId, viewerId, at);
  await countsChanged(db, [profileId]);
}

/** Who visited the member, newest first; `isNew` for a visit since the member last looked (SetVisitsAsSeen). */
export async function listVisitors(db: Knex, viewer: ProfileSight, skip: number, take: number): Promise<Page<Listed<repo.VisitRow>>> {
  const seenAt = await repo.findSeenAt(db, viewer.profileId);
  return pageOf(db, (s, t) => repo.findVisits(db, viewer, seenAt, s, t), skip, take);
}

/** /Visitors: who visited the member, newest first, as profile cards (`isNew` as in `listVisitors`). */
export async function visitorCards(db: Knex, actor: ProfileActor, skip: number, take: number): Promise<Page<Carded<repo.VisitRow>>> {
  const seenAt = await repo.findSeenAt(db, actor.profileId);
  return cardPageOf(db, actor, (s, t) => repo.findVisits(db, actor, seenAt, s, t), skip, take);
}

/** The visitors shown as new on the member's list: visits since the member last looked. */
export async function newVisitsCount(db: Knex, viewer: ProfileSight): Promise<number> {
  return repo.countNewVisits(db, viewer, await repo.findSeenAt(db, viewer.profileId));
}

export const setVisitsAsSeen = (db: Knex, actor: ProfileActor, at = new Date()) => repo.saveSeenAt(db, actor.profileId, at).then(() => countsChanged(db, [actor.profileId]));

/** Hides a visitor from the member's list for good: a later visit by the same profile stays hidden. */
export async function hideVisitor(db: Knex, actor: ProfileActor, visitorId: number): Promise<void> {
  const viewerId = actor.profileId;
  if (!(await repo.hideVisit(db, viewerId, visitorId))) throw noSuchVisit();
  await countsChanged(db, [viewerId]);
}

// ---- notes

/** The author's note about a profile they may see (null when none yet); nobody else ever reads it. */
export async function getNote(db: Knex, author: ProfileActor, profileId: number): Promise<{ profile: PublicIdentity; note: repo.NoteRow | null }> {
  const profile = await otherVisible(db, author, profileId);
  return { profile, note: await repo.findNote(db, author.profileId, profileId) };
}

export async function saveNote(db: Knex, author: ProfileActor, profileId: number, text: string): Promise<PublicIdentity> {
  const profile = await otherVisible(db, author, profileId);
  await repo.upsertNote(db, author.profileId, profileId, text);
  return profile;
}

export async function deleteNote(db: Knex, author: ProfileActor, profileId: number): Promise<void> {
  if (!(await repo.deleteNote(db, author.profileId, profileId))) throw noSuchNote();
}

/** The author's notes: by persons' gender, by a text in the note or the profile's name, newest or by name. */
export const listNotes = (db: Knex, author: ProfileSight, filter: NotesFilter, skip: number, take: number): Promise<Page<Listed<repo.NoteRow>>> =>
  pageOf(db, (s, t) => repo.findNotes(db, author, filter, s, t), skip, take);

// ---- likes

// A profile may be liked by whoever may see it (the same 404 as a profile's otherwise); other types register theirs.
// The liked profile hears of it (kind `like`), and the notification opens the liker's profile.
registerLikeable('Profile', (db, itemId, actor) => visibleIdentity(db, itemId, actor), {
  notice: (_db, { itemId, likerId }) => ({ profileId: itemId, kind: 'like', subjectType: 'profile', subjectId: likerId, dark: false }),
});

/** The registered check that the actor may see the item (the schema already refused an unknown type). */
async function checkLikeable(db: Knex, item: LikeItem, actor: ProfileActor): Promise<void> {
  const check = likeCheck(item.itemType);
  if (!check) throw unknownItemType();
  await check(db, item.itemId, actor);
}

/**
 * ToggleLike: likes the item, or takes the like back; publishes `lists.liked` for the notifications to come. A
 * like past `likesPerDay` in 24 hours is refused (429, saying in `locale` when one more is allowed); taking back never.
 */
export async function toggleLike(db: Knex, actor: ProfileActor, item: LikeItem, locale: Locale): Promise<{ liked: boolean; count: number }> {
  const viewerId = actor.profileId;
  if (item.itemType === 'Profile' && item.itemId === viewerId) throw cannotListSelf();
  await checkLikeable(db, item, actor);
  const liked = await db.transaction(async (trx) => {
    if (await repo.deleteLike(trx, item, viewerId)) return false;
    await spendDaily(trx, viewerId, 'lists.like', likesPerDay, (resetAt) => tooManyLikes(likesPerDay, resetAt, locale));
    await repo.insertLike(trx, item, viewerId);
    await publish(trx, itemLiked, { itemType: item.itemType, itemId: item.itemId, profileId: viewerId });
    return true;
  });
  return { liked, count: await repo.countLikes(db, item) };
}

/** GetLikeProfiles: who liked the item, newest first, only profiles the viewer may see, by persons' gender if asked. */
export async function likeProfiles(db: Knex, actor: ProfileActor, item: LikeItem, gender: string | null, skip: number, take: number): Promise<PublicIdentity[]> {
  await checkLikeable(db, item, actor);
  const ids = await repo.findLikers(db, actor, item, gender, skip, take);
  return (await withProfiles(db, ids.map((id) => ({ id })))).map((liker) => liker.profile);
}

/** GetLikeDeletedProfilesCount: likes whose profile has since been deleted (shown as "and N deleted profiles"). */
export const deletedLikersCount = (db: Knex, item: LikeItem) => repo.countDeletedLikers(db, item);
