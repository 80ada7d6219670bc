import type { Knex } from 'knex';
import type { Actor } from '../../../platform/auth/actor.ts';
import { may } from '../../../platform/auth/authorize.ts';
import type { CommentSubject } from '../../comments/index.ts';
import type { LodgeSubject } from '../policy.ts';
import { membershipOpensDebates, type DebateEntrySubject } from './policy.ts';
import { topicPath } from './paths.ts';
import * as repo from './repo.ts';
import type { DebateEntry } from './repo.ts';
import { entrySubjectOf } from './service.ts';
import { subjectOf } from '../core/index.ts';

export const { debateEntrySubjectType } = repo;

/**
 * A debate entry as a comment subject (registered from index.ts): readable by whoever may see the lodge
 * (lodges.view); open to a paying member who belongs to the lodge, never when the entry is locked
 * (lodges.debates.comment); moderated by the lodge's moderators (assistants, admins) and staff (lodges.moderate).
 */
export function commentSubjectOf(actor: Actor, lodge: LodgeSubject, entry: DebateEntry, subject: DebateEntrySubject): CommentSubject {
  const readable = may(actor, 'lodges.view', lodge);
  return {
    subjectType: debateEntrySubjectType,
    subjectId: entry.id,
    dark: lodge.dark,
    readable,
    open: readable && may(actor, 'lodges.debates.comment', subject),
    membershipOpens: readable && !entry.locked && membershipOpensDebates(actor, lodge),
    moderator: readable && may(actor, 'lodges.moderate', lodge),
    ownerIds: entry.authorId === null ? [] : [entry.authorId],
    path: topicPath(entry.lodgeId, entry.id),
    title: entry.title,
  };
}

export async function loadCommentSubject(db: Knex, actor: Actor, entryId: number): Promise<CommentSubject | null> {
  const loaded = await repo.findEntryWithLodge(db, entryId, actor.profileId);
  if (!loaded) return null;
  const lodge = subjectOf(loaded);
  return commentSubjectOf(actor, lodge, loaded.entry, entrySubjectOf(actor, lodge, loaded.entry));
}

/** Called in every comment's transaction: the entry's comment count, last comment and activity follow. */
export const commentsChanged = (trx: Knex.Transaction, entryId: number) => repo.refreshCommentFigures(trx, entryId);

/** Members who opened the entry today or yesterday (the thread's live updates). */
export const commentReaders = (db: Knex, entryId: number, limit: number) => repo.recentViewers(db, entryId, limit);
