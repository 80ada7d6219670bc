import type { Knex } from 'knex';
import type { Actor } from '../../../platform/auth/actor.ts';
import { may } from '../../../platform/auth/authorize.ts';
import { activeBan } from '../../accounts/index.ts';
import type { CommentSubject } from '../../comments/index.ts';
import { entryPath } from '../paths.ts';
import type { EntrySubject } from '../visibility.ts';
import { commentingOpensWithMembership, moderatesEntryComments, writesEntries } from './policy.ts';
import * as repo from './repo.ts';
import type { Entry } from './repo.ts';
import { entrySubjectType, loadEntrySubject } from './service.ts';

export { entrySubjectType };

/**
 * An entry as a comment subject (registered with comments from index.ts): readable by the one rule (blogs.browse,
 * blogs.read); open to a member's comment once published, unless they have a Blogs ban (blogs.comment); moderated
 * by its authors and blog staff. `banned`: a Blogs ban on the actor (loaded only for a writer: `writesEntries`).
 */
export function commentSubjectOf(actor: Actor, entry: Entry, subject: EntrySubject, banned: boolean): CommentSubject {
  const readable = may(actor, 'blogs.browse', null) && may(actor, 'blogs.read', subject);
  const facts = { readable, published: entry.state === 'Published', banned };
  return {
    subjectType: entrySubjectType,
    subjectId: entry.id,
    dark: entry.dark,
    readable,
    open: may(actor, 'blogs.comment', facts),
    membershipOpens: commentingOpensWithMembership(actor, facts),
    moderator: readable && moderatesEntryComments(actor, entry.authors),
    ownerIds: entry.authors,
    path: entryPath(entry),
    title: entry.title,
  };
}

/** Whether a Blogs ban keeps the actor from writing (asked only of a writer: for anyone else it changes nothing). */
export const bannedFromWriting = async (db: Knex, actor: Actor): Promise<boolean> =>
  writesEntries(actor) && (await activeBan(db, actor.profileId, 'Blogs')) !== null;

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
