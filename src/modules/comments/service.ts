import type { Knex } from 'knex';
import type { Actor, ProfileActor } from '../../platform/auth/actor.ts';
import { authorize, may } from '../../platform/auth/authorize.ts';
import { publish } from '../../platform/events/index.ts';
import type { Locale } from '../../platform/i18n/index.ts';
import { spendDaily } from '../../platform/limits/daily.ts';
import { sendRealtime } from '../../platform/realtime/index.ts';
import { findPublicIdentities } from '../accounts/index.ts';
import { forgetLikesOf, likesOfItems, toggleLike } from '../lists/index.ts';
import { hiddenFor } from '../profiles/index.ts';
import { commentSubjectType, readersTold, type CommentSubject } from './subjects.ts';
import * as repo from './repo.ts';
import { presentComment, type CommentPage, type CommentView, type RepliesPage } from './presenter.ts';
import { commentAdded } from './events.ts';
import { badParent, commentNotFound, subjectNotFound, tooManyComments, tooManyCommentsToday } from './errors.ts';
import { commentsPageSize, foldedReplies } from './schemas.ts';

/** The item type of a comment in lists' likes (one type for every subject: the check loads the comment's subject). */
export const commentLikeType = 'Comment';
/** Per author, over all subjects: comments within a sliding minute (counted in the database: holds across servers). */
export const commentBudget = { count: 10, windowMs: 60 * 1000 };
/**
 * Per author, over all subjects, in a rolling 24 hours: a comment reaches a stranger (the subject's owner is told),
 * so it is capped like every other way to reach one. 200 is far more than anyone writes by hand in a day.
 */
export const commentsPerDay = 200;

/** The subject as the actor sees it, through its registered type; 404 (never saying why) for an unknown type or subject. */
export async function loadSubject(db: Knex, actor: Actor, subjectType: string, subjectId: number): Promise<CommentSubject> {
  const type = commentSubjectType(subjectType);
  const subject = type ? await type.load(db, actor, subjectId) : null;
  if (!subject) throw subjectNotFound();
  authorize(actor, 'comments.read', subject);
  return subject;
}

/** A comment and its subject as the actor sees it (404 when either is not there or not readable). */
async function loadComment(db: Knex, actor: Actor, commentId: number, on?: SubjectRef): Promise<{ comment: repo.CommentRow; subject: CommentSubject }> {
  const comment = await repo.findComment(db, commentId);
  if (!comment || (on && (comment.subjectType !== on.subjectType || (on.subjectId !== undefined && comment.subjectId !== on.subjectId)))) throw commentNotFound();
  const type = commentSubjectType(comment.subjectType);
  const subject = type ? await type.load(db, actor, comment.subjectId) : null;
  if (!subject || !subject.readable) throw commentNotFound();
  if (actor.profileId !== null && comment.authorId !== null) {
    const hidden = await db.from(hiddenFor(db, actor.profileId).as('h')).where('h.id', comment.authorId).first();
    if (hidden) throw commentNotFound();
  }
  return { comment, subject };
}

/** The subject a form's address names: a comment of another subject is not there (404). */
/** The subject a comment must be on (its type alone: a call of that type's module, e.g. EditBlogComment). */
export type SubjectRef = { subjectType: string; subjectId?: number };

const onSubject = (subject: CommentSubject, c: repo.CommentRow) => ({ subject, authorId: c.authorId, removed: c.removedAt !== null });

/** The rows as the viewer sees them: authors, likes and the buttons the rules allow. */
async function present(db: Knex, actor: Actor, subject: CommentSubject, rows: repo.CommentRow[]): Promise<CommentView[]> {
  const authorIds = [...new Set(rows.flatMap((r) => (r.authorId === null ? [] : [r.authorId])))];
  const [authors, likes] = await Promise.all([findPublicIdentities(db, authorIds), likesOfItems(db, commentLikeType, rows.map((r) => r.id), actor.profileId)]);
  const byId = new Map(authors.map((a) => [a.id, a]));
  return rows.map((r) =>
    presentComment(r, r.authorId === null ? undefined : byId.get(r.authorId), likes.get(r.id), {
      edit: may(actor, 'comments.edit', onSubject(subject, r)),
      delete: may(actor, 'comments.delete', onSubject(subject, r)),
    }),
  );
}

/**
 * A page of a subject's thread as the actor sees it: 30 top-level comments after `after` (oldest first, keyed by
 * id), in a two-layered thread each with its first 3 replies and how many more. Comments by a profile blocked
 * either way with the viewer are left out in the SQL, so a page is full.
 */
export async function listComments(db: Knex, actor: Actor, subjectType: string, subjectId: number, opts: { twoLayered: boolean; after: number | null }): Promise<CommentPage> {
  const subject = await loadSubject(db, actor, subjectType, subjectId);
  return threadPage(db, actor, subject, opts);
}

/**
 * A page of a subject's thread as the actor sees it, in ONE statement (repo's `findThreadPage`): any registered
 * subject type's page calls it with the subject's facts its own statement loaded (`commentThread` does).
 */
export async function threadPage(db: Knex, actor: Actor, subject: CommentSubject, opts: ThreadPageOptions): Promise<CommentPage> {
  authorize(actor, 'comments.read', subject);
  return presentThreadPage(actor, subject, await findThreadRows(db, actor, subject, opts), opts);
}

export type ThreadPageOptions = { twoLayered: boolean; after: number | null };
type ThreadRows = Awaited<ReturnType<typeof repo.findThreadPage>>;

/** The thread page's statement alone (it needs only the subject's type and id): a page may issue it with its own. */
export const findThreadRows = (db: Knex, actor: Actor, subject: { subjectType: string; subjectId: number }, opts: ThreadPageOptions): Promise<ThreadRows> =>
  repo.findThreadPage(db, subject, actor, { after: opts.after, take: commentsPageSize + 1, shown: commentsPageSize, perParent: opts.twoLayered ? foldedReplies : 0, likeType: commentLikeType });

/** The rows as a page, with the buttons the rules allow; the caller has authorized `comments.read` on `subject`. */
export function presentThreadPage(actor: Actor, subject: CommentSubject, found: ThreadRows, opts: ThreadPageOptions): CommentPage {
  const top = found.top.slice(0, commentsPageSize);
  const next = found.top.length > commentsPageSize ? top[top.length - 1]!.id : null;
  const view = (r: repo.ThreadRow) =>
    presentComment(r, r.author ?? undefined, r.likes, { edit: may(actor, 'comments.edit', onSubject(subject, r)), delete: may(actor, 'comments.delete', onSubject(subject, r)) });
  const comments = top.map(view);
  if (!opts.twoLayered) return { comments, next, total: found.total };
  for (const c of comments) {
    const replies = found.replies.filter((r) => r.parentId === c.id);
    c.replies = replies.map(view);
    c.moreReplies = Math.max(0, (replies[0]?.repliesSeen ?? 0) - replies.length);
  }
  // A placeholder whose replies the viewer does not see says nothing: it is left out of the page.
  return { comments: comments.filter((c) => !c.removed || (c.replies?.length ?? 0) > 0), next, total: found.total };
}

/** One comment's replies after `after` (30 a page, oldest first), as the actor sees them. */
export async function listReplies(db: Knex, actor: Actor, commentId: number, after: number | null): Promise<RepliesPage> {
  const { comment, subject } = await loadComment(db, actor, commentId);
  if (comment.parentId !== null) throw commentNotFound();
  const rows = await repo.findReplies(db, commentId, actor, after, commentsPageSize + 1);
  const page = rows.slice(0, commentsPageSize);
  return { replies: await present(db, actor, subject, page), next: rows.length > commentsPageSize ? page[page.length - 1]!.id : null };
}

async function waitSeconds(db: Knex, authorId: number): Promise<number | null> {
  const now = Date.now();
  const { count, oldest } = await repo.writtenSince(db, authorId, new Date(now - commentBudget.windowMs));
  if (count < commentBudget.count || !oldest) return null;
  return Math.max(1, Math.ceil((oldest.getTime() + commentBudget.windowMs - now) / 1000));
}

/**
 * Tells the open pages of the subject's owners, the thread's writers and its recent readers (the subject type's
 * `readers`), never the author nor anyone blocked either way with them.
 */
async function tellThread(db: Knex, subject: CommentSubject, commentId: number, authorId: number | null): Promise<void> {
  const readers = commentSubjectType(subject.subjectType)?.readers;
  const [writers, recent] = await Promise.all([repo.participants(db, subject.subjectType, subject.subjectId), readers ? readers(db, subject.subjectId, readersTold) : []]);
  const ids = new Set([...subject.ownerIds, ...writers, ...recent]);
  if (authorId !== null) {
    ids.delete(authorId);
    const hidden: unknown[] = await db.from(hiddenFor(db, authorId).as('h')).pluck('h.id');
    for (const id of hidden) ids.delete(Number(id));
  }
  if (ids.size === 0) return;
  sendRealtime([...ids], 'comment', { subjectType: subject.subjectType, subjectId: subject.subjectId, commentId, site: subject.dark ? 'dark' : 'regular' });
}

/**
 * Adds a comment or a reply (to a top-level comment of the same subject: 400 naming parentId otherwise), with
 * `comments.added` and the subject's `changed` in its transaction; the thread's open pages are told after it.
 * Past 10 a minute or `commentsPerDay` a day: 429 saying in `locale` when to write again.
 */
export async function addComment(
  db: Knex,
  actor: ProfileActor,
  input: { subjectType: string; subjectId: number; parentId: number | null; text: string },
  locale: Locale,
): Promise<CommentView> {
  const subject = await loadSubject(db, actor, input.subjectType, input.subjectId);
  authorize(actor, 'comments.add', subject);
  const text = input.text.trim();
  let parentAuthorId: number | null = null;
  if (input.parentId !== null) {
    const parent = await repo.findComment(db, input.parentId);
    if (!parent || parent.parentId !== null || parent.subjectType !== subject.subjectType || parent.subjectId !== subject.subjectId) throw badParent();
    // A reply goes under a comment the replier sees: not a removed one, not one by a profile blocked either way.
    const hidden = parent.authorId !== null && (await db.from(hiddenFor(db, actor.profileId).as('h')).where('h.id', parent.authorId).first());
    if (parent.removedAt !== null || hidden) throw badParent();
    parentAuthorId = parent.authorId;
  }
  const wait = await waitSeconds(db, actor.profileId);
  if (wait !== null) throw tooManyComments(wait, locale);
  const comment = await db.transaction(async (trx) => {
    await spendDaily(trx, actor.profileId, 'comments.add', commentsPerDay, (resetAt) => tooManyCommentsToday(commentsPerDay, resetAt, locale));
    const row = await repo.insertComment(trx, { subjectType: subject.subjectType, subjectId: subject.subjectId, parentId: input.parentId, authorId: actor.profileId, text });
    await commentSubjectType(subject.subjectType)?.changed?.(trx, subject.subjectId);
    await publish(trx, commentAdded, {
      subjectType: subject.subjectType,
      subjectId: subject.subjectId,
      commentId: row.id,
      authorId: actor.profileId,
      parentId: input.parentId,
      parentAuthorId: parentAuthorId === actor.profileId ? null : parentAuthorId,
      dark: subject.dark,
    });
    return row;
  });
  await tellThread(db, subject, comment.id, actor.profileId);
  const [view] = await present(db, actor, subject, [comment]);
  return input.parentId === null ? { ...view!, replies: [], moreReplies: 0 } : view!;
}

/** Edits one's own comment (shown "edited"); anyone else 403, a comment the actor may not read 404. */
export async function editComment(db: Knex, actor: ProfileActor, commentId: number, text: string, on?: SubjectRef): Promise<CommentView> {
  const { comment, subject } = await loadComment(db, actor, commentId, on);
  authorize(actor, 'comments.edit', onSubject(subject, comment));
  const row = await db.transaction(async (trx) => {
    const updated = await repo.updateText(trx, commentId, text.trim());
    await commentSubjectType(subject.subjectType)?.changed?.(trx, subject.subjectId);
    return updated;
  });
  await tellThread(db, subject, commentId, actor.profileId);
  return (await present(db, actor, subject, [row]))[0]!;
}

/**
 * Deletes a comment (its author, the subject's moderator or staff moderators). One with replies stays as a
 * placeholder with the replies under it; otherwise the row goes with its likes, and a placeholder left without
 * replies goes too.
 */
export async function deleteComment(db: Knex, actor: ProfileActor, commentId: number, on?: SubjectRef): Promise<void> {
  const { comment, subject } = await loadComment(db, actor, commentId, on);
  authorize(actor, 'comments.delete', onSubject(subject, comment));
  await db.transaction(async (trx) => {
    const replies = comment.parentId === null ? await repo.replyIdsOf(trx, commentId) : [];
    if (replies.length > 0) {
      await repo.markRemoved(trx, commentId);
      await forgetLikesOf(trx, commentLikeType, [commentId]);
    } else {
      const gone = [commentId];
      if (comment.parentId !== null) {
        const parent = await repo.findComment(trx, comment.parentId);
        const siblings = await repo.replyIdsOf(trx, comment.parentId);
        if (parent?.removedAt && siblings.length === 1) gone.push(parent.id);
      }
      await forgetLikesOf(trx, commentLikeType, gone);
      await repo.deleteComments(trx, gone);
    }
    await commentSubjectType(subject.subjectType)?.changed?.(trx, subject.subjectId);
  });
  await tellThread(db, subject, commentId, actor.profileId);
}

/** Lists' like check for a comment: the liker may read its subject and sees its author (404 otherwise). */
export async function checkCommentLikeable(db: Knex, commentId: number, actor: ProfileActor): Promise<void> {
  const { comment } = await loadComment(db, actor, commentId);
  if (comment.removedAt) throw commentNotFound();
}

/**
 * Subjects that are gone (a deleted blog entry, the entries of an erased member): their comments, replies and the
 * comments' likes go with them, in the caller's transaction. The subject's module calls it where it deletes them.
 */
export async function forgetComments(trx: Knex.Transaction, subjectType: string, subjectIds: readonly number[]): Promise<void> {
  if (subjectIds.length === 0) return;
  const ids = await repo.commentIdsOn(trx, subjectType, subjectIds);
  await forgetLikesOf(trx, commentLikeType, ids);
  await repo.deleteCommentsOn(trx, subjectType, subjectIds);
}

/** The like form without JavaScript: a comment of that subject (404 otherwise), liked through lists' likes (their cap). */
export async function likeComment(db: Knex, actor: ProfileActor, commentId: number, on: SubjectRef, locale: Locale): Promise<void> {
  await loadComment(db, actor, commentId, on);
  await toggleLike(db, actor, { itemType: commentLikeType, itemId: commentId }, locale);
}
