import type { Request } from 'express';
import type { Actor } from '../../platform/auth/actor.ts';
import { authorize, may } from '../../platform/auth/authorize.ts';
import type { CommentSubject } from './subjects.ts';
import { commentMaxLength } from './schemas.ts';
import { findThreadRows, listReplies, loadSubject, presentThreadPage } from './service.ts';
import type { CommentPage } from './presenter.ts';

/** Where each subject type's plain forms post (`commentFormPages` records it): the subject page's path with `:id`. */
const formPaths = new Map<string, string>();
export const recordFormPath = (subjectType: string, path: string) => formPaths.set(subjectType, path);

export type ThreadOptions = {
  after?: number;
  replies?: number;
  replyAfter?: number;
  edit?: number;
  twoLayered?: boolean;
  /**
   * The subject's facts for this actor when the host page loads them itself (so none is done twice): a promise
   * lets the thread's statement go out at once with the host's; nothing is shown before they allow it.
   */
  subject?: CommentSubject | Promise<CommentSubject>;
};

/** The locals of `views/comments/_thread.ejs` (the subject's page includes it as `include('../comments/_thread', { thread })`). */
export type ThreadLocals = {
  subjectType: string;
  subjectId: number;
  subjectPath: string;
  dark: boolean;
  formPath: string | null;
  page: CommentPage;
  twoLayered: boolean;
  mayAdd: boolean;
  /** Why a visitor or member sees no add form: log on first, or commenting is for members (null: the form, or nothing to say). */
  addNotice: 'logOn' | 'membership' | null;
  loggedOn: boolean;
  editId: number | null;
  maxLength: number;
  nextHref: string | null;
  /** Per top-level comment id: the "show more replies" link. */
  moreRepliesHref: Record<number, string>;
};

/**
 * The thread of a subject for its page: a page of comments (`after`), one comment's replies unfolded (`replies`,
 * `replyAfter`), the comment being edited without JavaScript (`edit`). 404 when the actor may not read the subject.
 */
export async function commentThread(req: Request, actor: Actor, subjectType: string, subjectId: number, opts: ThreadOptions = {}): Promise<ThreadLocals> {
  const db = req.ctx.db;
  const twoLayered = opts.twoLayered ?? true;
  const pageOptions = { twoLayered, after: opts.after ?? null };
  // The thread's one statement needs only the subject's type and id: it goes out with the subject's own load.
  const [subject, rows] = await Promise.all([opts.subject ?? loadSubject(db, actor, subjectType, subjectId), findThreadRows(db, actor, { subjectType, subjectId }, pageOptions)]);
  if (subject.subjectType !== subjectType || subject.subjectId !== subjectId) throw new Error('commentThread: the given subject is another one');
  authorize(actor, 'comments.read', subject);
  const page = presentThreadPage(actor, subject, rows, pageOptions);
  const link = (params: Record<string, number | undefined>, anchor: string) => {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries({ after: opts.after, ...params })) if (v !== undefined) query.set(k, String(v));
    const qs = query.toString();
    return `${subject.path}${qs ? `?${qs}` : ''}#${anchor}`;
  };
  const moreRepliesHref: Record<number, string> = {};
  for (const c of page.comments) {
    if (opts.replies === c.id) {
      const replies = await listReplies(db, actor, c.id, opts.replyAfter ?? null);
      c.replies = replies.replies;
      c.moreReplies = replies.next === null ? 0 : 1;
      if (replies.next !== null) moreRepliesHref[c.id] = link({ replies: c.id, replyAfter: replies.next }, `comment-${replies.next}`);
    } else if (c.moreReplies) {
      moreRepliesHref[c.id] = link({ replies: c.id }, `comment-${c.id}`);
    }
  }
  const path = formPaths.get(subjectType);
  const mayAdd = may(actor, 'comments.add', subject);
  return {
    subjectType,
    subjectId,
    subjectPath: subject.path,
    dark: subject.dark,
    formPath: path ? path.replace(':id', String(subjectId)) : null,
    page,
    twoLayered,
    mayAdd,
    addNotice: mayAdd ? null : actor.profileId === null ? 'logOn' : subject.membershipOpens ? 'membership' : null,
    loggedOn: actor.profileId !== null,
    editId: opts.edit ?? null,
    maxLength: commentMaxLength,
    nextHref: page.next === null ? null : `${subject.path}?after=${page.next}#comments`,
    moreRepliesHref,
  };
}
