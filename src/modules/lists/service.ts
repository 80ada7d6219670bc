import type { Knex } from 'knex';
import { z } from 'zod';
import { ProfileStatus } from '../../platform/auth/access.ts';
import { findPublicIdentities, type PublicIdentity } from '../accounts/index.ts';
import { isBlockedEitherWay, visibleIdentity } from '../profiles/index.ts';
import * as repo from './repo.ts';
import { cannotListSelf, noSuchNote, noSuchVisit, notAFavourite } from './errors.ts';
import type { NotesFilter } from './schemas.ts';

/**
 * Interim rule until presence arrives: a profile counts as online when it logged on within the last 15 minutes.
 * (Presence — open sockets, keep-alive — replaces `lastLogonAt` here when it exists.)
 */
export const onlineWindowMs = 15 * 60 * 1000;
export const isOnline = (p: PublicIdentity, now = new Date()) => Boolean(p.lastLogonAt && now.getTime() - p.lastLogonAt.getTime() <= onlineWindowMs);

export type Listed<R extends repo.ListRow> = R & { profile: PublicIdentity };
export type Page<T> = { items: T[]; hasMore: boolean };

/** Keeps the rows whose profile others may see (Active, not hidden by forced validation), with that profile. */
async function visibleOf<R extends repo.ListRow>(db: Knex, rows: R[]): Promise<Listed<R>[]> {
  const profiles = new Map((await findPublicIdentities(db, rows.map((r) => r.id))).map((p) => [p.id, p]));
  return rows.flatMap((r) => {
    const profile = profiles.get(r.id);
    return profile && profile.status === ProfileStatus.Active && !profile.forcedValidation ? [{ ...r, profile }] : [];
  });
}

/**
 * Pages a list whose stored rows may name profiles the viewer cannot see (visibility lives in accounts): reads
 * the rows a chunk at a time until it has this page and one more, so paging counts only what is shown.
 */
async function pageVisible<R extends repo.ListRow>(db: Knex, fetch: (skip: number, take: number) => Promise<R[]>, skip: number, take: number): Promise<Page<Listed<R>>> {
  const wanted = skip + take + 1;
  const chunk = Math.min(Math.max(100, wanted), 1000);
  const visible: Listed<R>[] = [];
  for (let offset = 0; ; offset += chunk) {
    const rows = await fetch(offset, chunk);
    visible.push(...(await visibleOf(db, rows)));
    if (rows.length < chunk || visible.length >= wanted) break;
  }
  return { items: visible.slice(skip, skip + take), hasMore: visible.length > skip + take };
}

const everything = async <R extends repo.ListRow>(db: Knex, fetch: (skip: number, take: number) => Promise<R[]>) =>
  (await pageVisible(db, fetch, 0, Number.MAX_SAFE_INTEGER - 1)).items;

/** Another profile the viewer may see (404 otherwise, the same answer whatever the reason); never the viewer's own. */
async function otherVisible(db: Knex, viewerId: number, profileId: number): Promise<PublicIdentity> {
  if (profileId === viewerId) throw cannotListSelf();
  return visibleIdentity(db, profileId, viewerId);
}

// ---- favourites

export async function addFavourite(db: Knex, viewerId: number, profileId: number): Promise<PublicIdentity> {
  const profile = await otherVisible(db, viewerId, profileId);
  await repo.insertFavourite(db, viewerId, profileId);
  return profile;
}

/** Removes a favourite (also one the member can no longer see); the name for the message when it is known. */
export async function removeFavourite(db: Knex, viewerId: number, profileId: number): Promise<{ name: string }> {
  if (!(await repo.deleteFavourite(db, viewerId, profileId))) throw notAFavourite();
  const [profile] = await findPublicIdentities(db, [profileId]);
  return { name: profile?.name ?? '' };
}

export const listFavourites = (db: Knex, viewerId: number, skip: number, take: number) =>
  pageVisible(db, (s, t) => repo.findFavourites(db, viewerId, s, t), skip, take);

/** The favourites online now (see `onlineWindowMs`), most recently logged on first. */
export async function onlineFavourites(db: Knex, viewerId: number, now = new Date()): Promise<Listed<repo.ListRow>[]> {
  const all = await everything(db, (s, t) => repo.findFavourites(db, viewerId, s, t));
  return all.filter((f) => isOnline(f.profile, now)).sort((a, b) => b.profile.lastLogonAt!.getTime() - a.profile.lastLogonAt!.getTime());
}

// ---- visits

const viewedEvent = z.object({ viewerId: z.number().int().positive(), profileId: z.number().int().positive() });

/** `profiles.viewed`: records (or moves on) the visit; never one's own, never between profiles blocked either way. */
export async function recordVisit(db: Knex, payload: Record<string, unknown>, at = new Date()): Promise<void> {
  const { viewerId, profileId } = viewedEvent.parse(payload);
  if (viewerId === profileId || (await isBlockedEitherWay(db, viewerId, profileId))) return;
  await repo.upsertVisit(db, profileId, viewerId, at);
}

/** Who visited the member, newest first; `isNew` for a visit since the member last looked (SetVisitsAsSeen). */
export async function listVisitors(db: Knex, viewerId: number, skip: number, take: number): Promise<Page<Listed<repo.VisitRow>>> {
  const seenAt = await repo.findSeenAt(db, viewerId);
  return pageVisible(db, (s, t) => repo.findVisits(db, viewerId, seenAt, s, t), skip, take);
}

export async function newVisitsCount(db: Knex, viewerId: number): Promise<number> {
  const seenAt = await repo.findSeenAt(db, viewerId);
  return (await everything(db, (s, t) => repo.findVisits(db, viewerId, seenAt, s, t, true))).length;
}

export const setVisitsAsSeen = (db: Knex, viewerId: number, at = new Date()) => repo.saveSeenAt(db, viewerId, at);

/** Hides a visitor from the member's list for good: a later visit by the same profile stays hidden. */
export async function hideVisitor(db: Knex, viewerId: number, visitorId: number): Promise<void> {
  if (!(await repo.hideVisit(db, viewerId, visitorId))) throw noSuchVisit();
}

// ---- notes

/** The author's note about a profile they may see (null when none yet); nobody else ever reads it. */
export async function getNote(db: Knex, authorId: number, profileId: number): Promise<{ profile: PublicIdentity; note: repo.NoteRow | null }> {
  const profile = await otherVisible(db, authorId, profileId);
  return { profile, note: await repo.findNote(db, authorId, profileId) };
}

export async function saveNote(db: Knex, authorId: number, profileId: number, text: string): Promise<PublicIdentity> {
  const profile = await otherVisible(db, authorId, profileId);
  await repo.upsertNote(db, authorId, profileId, text);
  return profile;
}

export async function deleteNote(db: Knex, authorId: number, profileId: number): Promise<void> {
  if (!(await repo.deleteNote(db, authorId, profileId))) throw noSuchNote();
}

/** The author's notes: by persons' gender, by a text in the note or the profile's name, newest or by name. */
export async function listNotes(db: Knex, authorId: number, filter: NotesFilter, skip: number, take: number): Promise<Page<Listed<repo.NoteRow>>> {
  const all = await everything(db, (s, t) => repo.findNotes(db, authorId, { gender: filter.gender }, s, t));
  const text = filter.text?.toLocaleLowerCase();
  const matching = text ? all.filter((n) => n.text.toLocaleLowerCase().includes(text) || n.profile.name.toLocaleLowerCase().includes(text)) : all;
  if (filter.sort === 'name') matching.sort((a, b) => a.profile.name.localeCompare(b.profile.name));
  return { items: matching.slice(skip, skip + take), hasMore: matching.length > skip + take };
}
