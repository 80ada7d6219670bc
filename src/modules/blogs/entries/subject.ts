import type { Knex } from 'knex';
import type { Actor } from '../../../platform/auth/actor.ts';
import { activeBan } from '../../accounts/index.ts';
import type { CommentSubject } from '../../comments/index.ts';
import { entryPath } from '../paths.ts';
import { mayReadEntry, type EntrySubject } from '../visibility.ts';
import { moderatesBlogs } from './policy.ts';
import * as repo from './repo.ts';
import type { Entry } from './repo.ts';
import { admittedToSite, entrySubjectType, loadEntrySubject } from './service.ts';

export { entrySubjectType };

/**
 * An entry as a comment subject (registered with comments from index.ts): readable by the one rule; open to a
 * member's comment once published, unless they have a Blogs ban; moderated by its authors and blog staff.
 */
export function commentSubjectOf(actor: Actor, entry: Entry, subject: EntrySubject, banned: boolean): CommentSubject {
  const readable = admittedToSite(actor) && mayReadEntry(actor, subject);
  const author = actor.profileId !== null && entry.authors.includes(actor.profileId);
  return {
    subjectType: entrySubjectType,
    subjectId: entry.id,
    dark: entry.dark,
    readable,
    open: readable && actor.member && entry.state === 'Published' && !banned,
    membershipOpens: readable && actor.profileId !== null && !actor.member && entry.state === 'Published' && !banned,
    moderator: readable && (author || moderatesBlogs(actor)),
    ownerIds: entry.authors,
    path: entryPath(entry),
    title: entry.title,
  };
}

/** Whether a Blogs ban keeps the actor from writing (asked only of a member: for anyone else it changes nothing). */
export const bannedFromWriting = async (db: Knex, actor: Actor): Promise<boolean> =>
  actor.profileId !== null && actor.member && (await activeBan(db, actor.profileId, 'Blogs')) !== null;

export async function loadCommentSubject(db: Knex, actor: Actor, entryId: number): Promise<CommentSubject | null> {
  const entry = await repo.findEntry(db, entryId);
  if (!entry) return null;
  const [subject, banned] = await Promise.all([loadEntrySubject(db, actor, entry), bannedFromWriting(db, actor)]);
  return commentSubjectOf(actor, entry, subject, banned);
}

/** Called in every comment's transaction: the entry's comment count, last comment and activity time follow. */
export const commentsChanged = (trx: Knex.Transaction, entryId: number) => repo.refreshCommentFigures(trx, entryId);

/** The entry's recent readers for the thread's live updates: members who opened it today or yesterday (its read rows). */
export const commentReaders = (db: Knex, entryId: number, limit: number) => repo.recentReaders(db, entryId, limit);
