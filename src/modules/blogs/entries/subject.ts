import type { Knex } from 'knex';
import type { Actor } from '../../../platform/auth/actor.ts';
import { activeBan } from '../../accounts/index.ts';
import type { CommentSubject } from '../../comments/index.ts';
import { entryPath } from '../paths.ts';
import { mayReadEntry } from '../visibility.ts';
import { moderatesBlogs } from './policy.ts';
import * as repo from './repo.ts';
import { admittedToSite, entrySubjectType, loadEntrySubject } from './service.ts';

export { entrySubjectType };

/**
 * An entry as a comment subject (registered with comments from index.ts): readable by the one rule; open to a
 * member's comment once published, unless they have a Blogs ban; moderated by its authors and blog staff.
 */
export async function loadCommentSubject(db: Knex, actor: Actor, entryId: number): Promise<CommentSubject | null> {
  const entry = await repo.findEntry(db, entryId);
  if (!entry) return null;
  const subject = await loadEntrySubject(db, actor, entry);
  const readable = admittedToSite(actor) && mayReadEntry(actor, subject);
  const banned = actor.profileId !== null && readable && actor.member ? (await activeBan(db, actor.profileId, 'Blogs')) !== null : false;
  const author = actor.profileId !== null && entry.authors.includes(actor.profileId);
  return {
    subjectType: entrySubjectType,
    subjectId: entry.id,
    dark: entry.dark,
    readable,
    open: readable && actor.member && entry.state === 'Published' && !banned,
    moderator: readable && (author || moderatesBlogs(actor)),
    ownerIds: entry.authors,
    path: entryPath(entry),
    title: entry.title,
  };
}

/** Called in every comment's transaction: the entry's comment count, last comment and activity time follow. */
export const commentsChanged = (trx: Knex.Transaction, entryId: number) => repo.refreshCommentFigures(trx, entryId);
