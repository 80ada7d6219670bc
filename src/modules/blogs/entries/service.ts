import type { Knex } from 'knex';
import type { Actor, ProfileActor } from '../../../platform/auth/actor.ts';
import { authorize, may } from '../../../platform/auth/authorize.ts';
import { publish } from '../../../platform/events/index.ts';
import type { Locale } from '../../../platform/i18n/index.ts';
import { spendDaily } from '../../../platform/limits/daily.ts';
import { firstTimeFor } from '../../../platform/member-counts.ts';
import { activeBan } from '../../accounts/index.ts';
import { ownAlbumPictureIds } from '../../media/index.ts';
import { forgetLikesOf } from '../../lists/index.ts';
import { forgetComments } from '../../comments/index.ts';
import { visibleAmong, visibleNamed } from '../../profiles/index.ts';
import { slugOf } from '../paths.ts';
import type { EntrySubject } from '../visibility.ts';
import { bodyRequired, coAuthorNameNotFound, coAuthorNotFound, entryNotFound, pictureNotOwn, tooManyEntriesToday } from './errors.ts';
import { coAuthorsInvited, entryPublished } from './events.ts';
import { writesEntries, type EntryChangeSubject, type WriterSubject } from './policy.ts';
import * as repo from './repo.ts';
import { entrySubjectType } from '../subject-type.ts';
import type { Entry } from './repo.ts';
import { pictureIds, plainText, sanitizeBody } from './sanitize.ts';
import { entriesPerDay, type EntryDraft } from './schemas.ts';

/** The type comments and likes know blog entries by. */
export { entrySubjectType };

/** The facts `mayReadEntry` (policy.ts) reads about one loaded entry, for this actor. */
export async function loadEntrySubject(db: Knex, actor: Actor, entry: Entry): Promise<EntrySubject> {
  const viewerId = actor.profileId;
  // An invited co-author reads the entry (a draft too) to decide whether to confirm; editing waits for the confirmation.
  const author = viewerId !== null && (entry.authors.includes(viewerId) || entry.invited.includes(viewerId));
  const [ownerVisible, hidden] = await Promise.all([
    visibleAmong(db, [entry.ownerId], actor).then((seen) => seen.has(entry.ownerId)),
    viewerId === null ? false : repo.hiddenByViewer(db, viewerId, entry.id, entry.ownerId),
  ]);
  return { entryId: entry.id, ownerId: entry.ownerId, dark: entry.dark, published: entry.state === 'Published', author, ownerVisible, hidden };
}

/** The entry when this viewer may read it (`blogs.read`); a 404 that never says why otherwise. */
export async function findEntryForViewer(db: Knex, actor: Actor, entryId: number): Promise<{ entry: Entry; subject: EntrySubject }> {
  // On the dark site an actor the guard would refuse reads no entry (blogs.browse).
  authorize(actor, 'blogs.browse', null);
  const entry = await repo.findEntry(db, entryId);
  if (!entry) throw entryNotFound();
  const subject = await loadEntrySubject(db, actor, entry);
  authorize(actor, 'blogs.read', subject);
  return { entry, subject };
}

/**
 * The entry page's data for this viewer in one statement (repo's `findEntryPage`): the entry, its read facts for
 * `blogs.read` (from the same row), its authors, likes, the viewer's list state and, for a writer, their ban.
 */
export async function findEntryPageForViewer(db: Knex, actor: Actor, entryId: number, locale: Locale) {
  authorize(actor, 'blogs.browse', null);
  const found = await repo.findEntryPage(db, entryId, actor, entrySubjectType, writesEntries(actor));
  if (!found) throw entryNotFound();
  const { entry, authors, listState } = found;
  const viewerId = actor.profileId;
  const subject: EntrySubject = {
    entryId: entry.id,
    ownerId: entry.ownerId,
    dark: entry.dark,
    published: entry.state === 'Published',
    author: viewerId !== null && (entry.authors.includes(viewerId) || entry.invited.includes(viewerId)),
    ownerVisible: authors.some((a) => a.identity.id === entry.ownerId && a.visible),
    hidden: listState.hidden || listState.authorHidden,
  };
  authorize(actor, 'blogs.read', subject);
  const writer: WriterSubject | null = viewerId === null ? null : { ban: found.ban, locale };
  return { ...found, subject, writer };
}

/** Whether the actor may write entries now (a member without a Blogs ban). */
export async function writerSubject(db: Knex, actor: ProfileActor, locale: Locale): Promise<WriterSubject> {
  return { ban: await activeBan(db, actor.profileId, 'Blogs'), locale };
}

/** The facts of changing an entry, from its read facts and the writer's. */
const changeSubjectOf = (actor: ProfileActor, entry: Entry, subject: EntrySubject, writer: WriterSubject): EntryChangeSubject => ({
  entry: subject,
  owner: entry.ownerId === actor.profileId,
  coAuthor: entry.authors.includes(actor.profileId),
  invited: entry.invited.includes(actor.profileId),
  writer,
});

async function changeSubject(db: Knex, actor: ProfileActor, entry: Entry, locale: Locale): Promise<EntryChangeSubject> {
  const [subject, writer] = await Promise.all([loadEntrySubject(db, actor, entry), writerSubject(db, actor, locale)]);
  return changeSubjectOf(actor, entry, subject, writer);
}

/** Co-authors must be profiles the owner may see (never the owner, never someone blocked either way): 400 naming the field. */
async function checkCoAuthors(db: Knex, actor: ProfileActor, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  if (ids.includes(actor.profileId)) throw coAuthorNotFound();
  const seen = await visibleAmong(db, ids, actor);
  if (ids.some((id) => !seen.has(id))) throw coAuthorNotFound();
}

/** The form's co-authors by name: each a profile the owner may see (not the owner); else a 400 naming the name. */
async function coAuthorsNamed(db: Knex, actor: ProfileActor, names: readonly string[]): Promise<number[]> {
  const found = await visibleNamed(db, names, actor);
  const missing = names.find((name) => !found.has(name) || found.get(name) === actor.profileId);
  if (missing !== undefined) throw coAuthorNameNotFound(missing);
  return [...new Set(names.map((name) => found.get(name)!))];
}

/**
 * A picture in an entry is one of the writer's own album pictures, or one the entry already showed (a co-author's,
 * kept when another author edits): never someone else's picture passed off as the writer's. Else a 400 at `body`.
 */
async function checkPictures(db: Knex, actor: ProfileActor, bodyHtml: string, before: string): Promise<void> {
  const already = new Set(pictureIds(before));
  const added = pictureIds(bodyHtml).filter((id) => !already.has(id));
  const own = await ownAlbumPictureIds(db, actor.profileId, added);
  if (added.some((id) => !own.has(id))) throw pictureNotOwn();
}

function rowOf(draft: EntryDraft, locale: Locale) {
  const bodyHtml = sanitizeBody(draft.body);
  const bodyText = plainText(bodyHtml);
  if (!bodyText && !bodyHtml.includes('<img')) throw bodyRequired();
  return { state: draft.state, title: draft.title, slug: slugOf(draft.title), bodyHtml, bodyText, language: draft.language ?? locale };
}

/**
 * Creates (entryId null) or edits an entry: the one write of an entry, for the call and the plain form. The body
 * is sanitised here, once; tags replace the old ones; co-authors (the owner's to set) are invited and told.
 * Publishes `blogs.entryPublished` the first time the entry is published. Answers the saved entry.
 */
export async function saveEntry(db: Knex, actor: ProfileActor, entryId: number | null, draft: EntryDraft, locale: Locale): Promise<Entry> {
  let existing: Entry | null = null;
  if (entryId === null) {
    authorize(actor, 'blogs.write', await writerSubject(db, actor, locale));
  } else {
    existing = await repo.findEntry(db, entryId);
    if (!existing) throw entryNotFound();
    const subject = await changeSubject(db, actor, existing, locale);
    authorize(actor, 'blogs.edit', subject);
    if (!subject.owner) draft = { ...draft, coAuthorIds: null, coAuthorNames: undefined };
  }
  if (draft.coAuthorNames) draft = { ...draft, coAuthorIds: await coAuthorsNamed(db, actor, draft.coAuthorNames) };
  if (draft.coAuthorIds) await checkCoAuthors(db, actor, draft.coAuthorIds);
  const row = rowOf(draft, locale);
  await checkPictures(db, actor, row.bodyHtml, existing?.bodyHtml ?? '');
  const saved = await db.transaction(async (trx) => {
    let id: number;
    let firstPublished: boolean;
    if (entryId === null) {
      await spendDaily(trx, actor.profileId, 'blogs.entry', entriesPerDay, (resetAt) => tooManyEntriesToday(entriesPerDay, resetAt, locale));
      id = await repo.insertEntry(trx, { ...row, ownerId: actor.profileId, dark: actor.site.dark });
      firstPublished = row.state === 'Published';
    } else {
      id = entryId;
      firstPublished = await repo.updateEntry(trx, id, row);
    }
    await repo.replaceTags(trx, id, draft.tags);
    if (draft.coAuthorIds) {
      const invited = await repo.replaceCoAuthors(trx, id, draft.coAuthorIds);
      if (invited.length) await publish(trx, coAuthorsInvited, { entryId: id, ownerId: actor.profileId, profileIds: invited, dark: actor.site.dark });
    }
    if (firstPublished) await publish(trx, entryPublished, { entryId: id, ownerId: actor.profileId, dark: actor.site.dark });
    return id;
  });
  return (await repo.findEntry(db, saved))!;
}

/** The entry as its author edits it (GetBlogEntryDataForEdit, the Edit page): `blogs.edit` decides. */
export async function entryForEdit(db: Knex, actor: ProfileActor, entryId: number, locale: Locale): Promise<Entry> {
  const entry = await repo.findEntry(db, entryId);
  if (!entry) throw entryNotFound();
  authorize(actor, 'blogs.edit', await changeSubject(db, actor, entry, locale));
  return entry;
}

/** Whether the actor may open Create/Edit at all: null, or the ban that keeps them out (the page sends them to the Ban page). */
export async function blogsBan(db: Knex, actor: ProfileActor) {
  return activeBan(db, actor.profileId, 'Blogs');
}

/** Deletes an entry (the owner, or staff ChatModerator+): its likes, comments, tags, co-authors, reads, follows and hides go with it. */
export async function deleteEntry(db: Knex, actor: ProfileActor, entryId: number, locale: Locale): Promise<void> {
  const entry = await repo.findEntry(db, entryId);
  if (!entry) throw entryNotFound();
  authorize(actor, 'blogs.delete', await changeSubject(db, actor, entry, locale));
  await db.transaction(async (trx) => {
    await forgetLikesOf(trx, entrySubjectType, [entryId]);
    await forgetComments(trx, entrySubjectType, [entryId]);
    await repo.deleteEntry(trx, entryId);
  });
}

/** An invited co-author confirms: from now on the entry names them and they may edit it. */
export async function confirmCoAuthor(db: Knex, actor: ProfileActor, entryId: number, locale: Locale): Promise<Entry> {
  const entry = await repo.findEntry(db, entryId);
  if (!entry) throw entryNotFound();
  authorize(actor, 'blogs.confirmCoAuthor', await changeSubject(db, actor, entry, locale));
  await repo.confirmCoAuthor(db, entryId, actor.profileId);
  return (await repo.findEntry(db, entryId))!;
}

/** UpdateBlogEntryReadCount and the entry page: one read per member per day, of an entry they may read and do not author. */
export async function countRead(db: Knex, actor: ProfileActor, entryId: number): Promise<number> {
  return countReadOf(db, actor, await findEntryForViewer(db, actor, entryId));
}

/** The same for an entry the page has loaded already: one statement; nothing for its own authors, a draft or staff acting as the member. */
export async function countReadOf(db: Knex, actor: ProfileActor, { entry, subject }: { entry: Entry; subject: EntrySubject }): Promise<number> {
  // Staff acting as the member read it for the member's sake: not a read.
  if (subject.author || !subject.published || actor.impersonatedBy !== null) return entry.readCount;
  // The member's kept state remembers today's reads, so only the first view of the day writes (no statement after).
  const now = new Date();
  const nextDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  if (!(await firstTimeFor(db, actor.profileId, `blogRead:${entry.id}:${now.toISOString().slice(0, 10)}`, nextDay - now.getTime()))) return entry.readCount;
  return (await repo.countRead(db, entry.id, actor.profileId)) ? entry.readCount + 1 : entry.readCount;
}

/** What the entry page shows the actor it may do (the view only reads these), from the facts the page loaded. */
export function entryAbilities(actor: Actor, entry: Entry, subject: EntrySubject, writer: WriterSubject | null) {
  if (actor.profileId === null || !writer) return { edit: false, delete: false, confirm: false };
  const s = changeSubjectOf(actor as ProfileActor, entry, subject, writer);
  return { edit: may(actor, 'blogs.edit', s), delete: may(actor, 'blogs.delete', s), confirm: may(actor, 'blogs.confirmCoAuthor', s) };
}
