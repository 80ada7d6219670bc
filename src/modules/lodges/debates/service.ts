import type { Knex } from 'knex';
import type { Actor, ProfileActor } from '../../../platform/auth/actor.ts';
import { authorize } from '../../../platform/auth/authorize.ts';
import { rememberRole } from '../../../platform/auth/roles.ts';
import type { PageStart } from '../../../platform/db/keyset.ts';
import { publish } from '../../../platform/events/index.ts';
import { invalidField } from '../../../platform/http/errors.ts';
import { plainText, sanitizeBody } from '../../blogs/index.ts';
import { forgetComments } from '../../comments/index.ts';
import { loadVisibleLodge, lodgeSubjectType, subjectOf } from '../core/index.ts';
import { lodgeNotFound } from '../errors.ts';
import type { LodgeSubject } from '../policy.ts';
import { categoriesMismatch, categoryNotFound, categoryUnknown, entryNotFound, tooManyCategories, tooManyEntriesToday } from './errors.ts';
import type { Locale } from '../../../platform/i18n/index.ts';
import { spendDaily } from '../../../platform/limits/daily.ts';
import { debateEntryCreated } from './events.ts';
import type { DebateEntrySubject } from './policy.ts';
import * as repo from './repo.ts';
import type { DebateCategory, DebateEntry } from './repo.ts';
import { categoriesMax, entriesPerDay } from './schemas.ts';

export type LoadedDebateLodge = NonNullable<Awaited<ReturnType<typeof repo.loadDebateLodge>>> & { subject: LodgeSubject };

/** The lodge (visible to the actor: lodges.view, else 404) with its debate categories, in one statement. */
export async function loadDebateLodge(db: Knex, actor: Actor, lodgeId: number): Promise<LoadedDebateLodge> {
  const loaded = await repo.loadDebateLodge(db, lodgeId, actor.profileId);
  if (!loaded) throw lodgeNotFound();
  rememberRole(actor, lodgeSubjectType, lodgeId, loaded.role);
  const subject = subjectOf(loaded);
  authorize(actor, 'lodges.view', subject);
  return { ...loaded, subject };
}

export const entrySubjectOf = (actor: Actor, lodge: LodgeSubject, entry: DebateEntry): DebateEntrySubject => ({
  ...lodge,
  own: actor.profileId !== null && entry.authorId === actor.profileId,
  locked: entry.locked,
});

/** An entry the actor may see (its lodge's lodges.view; 404 otherwise, never saying why), with its lodge and rule subject. */
export async function loadEntry(db: Knex, actor: Actor, entryId: number) {
  const loaded = await repo.findEntryWithLodge(db, entryId, actor.profileId);
  if (!loaded) throw entryNotFound();
  const lodge = subjectOf(loaded);
  authorize(actor, 'lodges.view', lodge);
  rememberRole(actor, lodgeSubjectType, lodge.lodgeId, loaded.role);
  return { ...loaded, lodgeSubject: lodge, subject: entrySubjectOf(actor, lodge, loaded.entry) };
}

/** The Topic page's one statement, decided: 404 unless the actor may see the lodge. */
export async function loadEntryPage(db: Knex, actor: Actor, entryId: number) {
  const loaded = await repo.findEntryPage(db, entryId, actor);
  if (!loaded) throw entryNotFound();
  const lodge = subjectOf(loaded);
  authorize(actor, 'lodges.view', lodge);
  rememberRole(actor, lodgeSubjectType, lodge.lodgeId, loaded.role);
  return { ...loaded, lodgeSubject: lodge, subject: entrySubjectOf(actor, lodge, loaded.entry) };
}
export type LoadedEntryPage = Awaited<ReturnType<typeof loadEntryPage>>;

/** A page of the lodge's entries (or a category's) for the actor; the lodge's visibility is the caller's load. */
export const listEntries = (db: Knex, actor: Actor, filter: { lodgeId: number; categoryId: number | null }, sort: 'activity' | 'newest', start: PageStart, take: number) =>
  repo.listEntries(db, actor, filter, sort, start, take);

/** A category of a lodge the actor may see (404 otherwise), with the lodge. */
async function loadCategory(db: Knex, actor: Actor, categoryId: number) {
  const category = await repo.findCategory(db, categoryId);
  if (!category) throw categoryNotFound();
  const lodge = await loadVisibleLodge(db, actor, category.lodgeId);
  return { category, lodge };
}

/** The categories of a lodge the actor may see. */
export async function categoriesFor(db: Knex, actor: Actor, lodgeId: number): Promise<DebateCategory[]> {
  return (await loadDebateLodge(db, actor, lodgeId)).categories;
}

/** One category (GetDebateCategory). */
export async function categoryFor(db: Knex, actor: Actor, categoryId: number): Promise<DebateCategory> {
  return (await loadCategory(db, actor, categoryId)).category;
}

export async function createCategory(db: Knex, actor: ProfileActor, lodgeId: number, name: string): Promise<DebateCategory> {
  const lodge = await loadVisibleLodge(db, actor, lodgeId);
  authorize(actor, 'lodges.edit', lodge.subject);
  return db.transaction(async (trx) => {
    if ((await repo.countCategories(trx, lodgeId)) >= categoriesMax) throw tooManyCategories();
    return repo.insertCategory(trx, lodgeId, name);
  });
}

export async function renameCategory(db: Knex, actor: ProfileActor, categoryId: number, name: string): Promise<DebateCategory> {
  const { category, lodge } = await loadCategory(db, actor, categoryId);
  authorize(actor, 'lodges.edit', lodge.subject);
  await repo.renameCategory(db, categoryId, name);
  return { ...category, name };
}

/** Deletes a category; its entries stay, without a category. */
export async function deleteCategory(db: Knex, actor: ProfileActor, categoryId: number): Promise<number> {
  const { lodge } = await loadCategory(db, actor, categoryId);
  authorize(actor, 'lodges.edit', lodge.subject);
  await repo.deleteCategory(db, categoryId);
  return lodge.lodge.id;
}

/** SortDebateCategories: `ids` must be exactly the lodge's categories, in their new order. */
export async function sortCategories(db: Knex, actor: ProfileActor, lodgeId: number, ids: readonly number[]): Promise<DebateCategory[]> {
  const lodge = await loadVisibleLodge(db, actor, lodgeId);
  authorize(actor, 'lodges.edit', lodge.subject);
  return db.transaction(async (trx) => {
    const current = await repo.categoriesOf(trx, lodgeId);
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== current.length || current.some((c) => !given.has(c.id))) throw categoriesMismatch();
    await repo.sortCategories(trx, lodgeId, ids);
    return repo.categoriesOf(trx, lodgeId);
  });
}

/** The page's up/down buttons: moves one category a place. */
export async function moveCategory(db: Knex, actor: ProfileActor, lodgeId: number, categoryId: number, direction: 'up' | 'down'): Promise<void> {
  const ids = (await categoriesFor(db, actor, lodgeId)).map((c) => c.id);
  const at = ids.indexOf(categoryId);
  if (at < 0) throw categoryNotFound();
  const to = direction === 'up' ? at - 1 : at + 1;
  if (to < 0 || to >= ids.length) return;
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  await sortCategories(db, actor, lodgeId, ids);
}

/** The body as stored: blogs' sanitiser (one home) and its plain text; nothing left after sanitising is no body. */
function bodyOf(html: string) {
  const bodyHtml = sanitizeBody(html);
  const bodyText = plainText(bodyHtml);
  if (!bodyText.trim() && !/<img /.test(bodyHtml)) throw invalidField('body', 'lodges.debates.errors.bodyRequired');
  return { bodyHtml, bodyText };
}

const checkCategory = (categories: readonly { id: number; lodgeId: number }[] | null, lodgeId: number, categoryId: number | null) => {
  if (categoryId !== null && !categories?.some((c) => c.id === categoryId && c.lodgeId === lodgeId)) throw categoryUnknown();
};

export type EntryDraft = { categoryId: number | null; title: string; body: string };

/** CreateDebateEntry: a paying member who belongs to the lodge (lodges.debates.write); the author follows it. */
export async function createEntry(db: Knex, actor: ProfileActor, lodgeId: number, draft: EntryDraft, locale: Locale): Promise<DebateEntry> {
  const lodge = await loadVisibleLodge(db, actor, lodgeId);
  authorize(actor, 'lodges.debates.write', lodge.subject);
  const body = bodyOf(draft.body);
  checkCategory(draft.categoryId === null ? null : await repo.categoriesOf(db, lodgeId), lodgeId, draft.categoryId);
  return db.transaction(async (trx) => {
    await spendDaily(trx, actor.profileId, 'lodges.debateEntry', entriesPerDay, (resetAt) => tooManyEntriesToday(entriesPerDay, resetAt, locale));
    const entry = await repo.insertEntry(trx, { lodgeId, categoryId: draft.categoryId, authorId: actor.profileId, title: draft.title, ...body });
    await repo.follow(trx, entry.id, actor.profileId);
    await trx('lodges').where({ id: lodgeId }).update({ last_activity_at: trx.fn.now() });
    await publish(trx, debateEntryCreated, { entryId: entry.id, lodgeId, authorId: actor.profileId, dark: lodge.lodge.dark });
    return entry;
  });
}

/** UpdateDebateEntry: the author (still a paying member of the lodge) or a moderator. `categoryId` undefined: left as it is. */
export async function updateEntry(db: Knex, actor: ProfileActor, entryId: number, draft: Omit<EntryDraft, 'categoryId'> & { categoryId?: number | null | undefined }): Promise<DebateEntry> {
  const { entry, subject } = await loadEntry(db, actor, entryId);
  authorize(actor, 'lodges.debates.edit', subject);
  const body = bodyOf(draft.body);
  if (draft.categoryId !== undefined && draft.categoryId !== entry.categoryId) checkCategory(draft.categoryId === null ? null : await repo.categoriesOf(db, entry.lodgeId), entry.lodgeId, draft.categoryId);
  return repo.updateEntry(db, entryId, { title: draft.title, ...body, ...(draft.categoryId !== undefined ? { categoryId: draft.categoryId } : {}) });
}

/** DeleteDebateEntry: its author or a moderator; its comments (and their likes) go in the same transaction. */
export async function deleteEntry(db: Knex, actor: ProfileActor, entryId: number): Promise<number> {
  const { entry, subject } = await loadEntry(db, actor, entryId);
  authorize(actor, 'lodges.debates.delete', subject);
  await db.transaction(async (trx) => {
    await forgetComments(trx, repo.debateEntrySubjectType, [entry.id]);
    await repo.deleteEntry(trx, entry.id);
  });
  return entry.lodgeId;
}

/** LockDebateEntry / PinDebateEntry / ChangeDebateEntryCategory: the lodge's moderators (lodges.moderate). */
export async function moderateEntry(db: Knex, actor: ProfileActor, entryId: number, change: { locked?: boolean; pinned?: boolean; categoryId?: number | null }): Promise<DebateEntry> {
  const { entry, lodgeSubject } = await loadEntry(db, actor, entryId);
  authorize(actor, 'lodges.moderate', lodgeSubject);
  if (change.categoryId !== undefined) checkCategory(change.categoryId === null ? null : await repo.categoriesOf(db, entry.lodgeId), entry.lodgeId, change.categoryId);
  return repo.updateEntry(db, entryId, change);
}

/** ToggleDebateEntryFollow: whoever belongs to the lodge; answers whether they follow it now. */
export async function toggleFollow(db: Knex, actor: ProfileActor, entryId: number): Promise<boolean> {
  const { entry, subject } = await loadEntry(db, actor, entryId);
  authorize(actor, 'lodges.debates.follow', subject);
  return db.transaction(async (trx) => {
    if (await repo.isFollowing(trx, entry.id, actor.profileId)) {
      await repo.unfollow(trx, entry.id, actor.profileId);
      return false;
    }
    await repo.follow(trx, entry.id, actor.profileId);
    return true;
  });
}

/** UpdateDebateEntryView: counts the member's view once a day; answers the count. */
export async function countView(db: Knex, actor: ProfileActor, entryId: number): Promise<number> {
  const { entry } = await loadEntry(db, actor, entryId);
  return repo.countView(db, entry.id, actor.profileId);
}

/** Where a lodge goes: its entries' comments go with it (the rows themselves go by cascade). Core's delete calls it. */
export async function forgetLodgeDebates(trx: Knex.Transaction, lodgeId: number): Promise<void> {
  await forgetComments(trx, repo.debateEntrySubjectType, await repo.entryIdsOfLodge(trx, lodgeId));
}

/** A category that is not the lodge's, named in a call's filter (400 categoryId). */
export const unknownCategory = categoryUnknown;

/** Before a comment by call: the refusal named (locked, membership, not a lodge member) rather than comments' generic one. */
export async function checkCommentable(db: Knex, actor: ProfileActor, entryId: number): Promise<void> {
  const { subject } = await loadEntry(db, actor, entryId);
  authorize(actor, 'lodges.debates.comment', subject);
}
