import type { Request } from 'express';
import { z } from 'zod';
import { definePage, type FormInput, type FormView } from '../../platform/http/define.ts';
import { setFlash } from '../../platform/http/flash.ts';
import { addComment, deleteComment, editComment, likeComment, loadSubject } from './service.ts';
import { addCommentForm, commentIdParams, editCommentForm, threadQuery } from './schemas.ts';
import { recordFormPath } from './thread.ts';

const subjectParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const commentParams = subjectParams.extend(commentIdParams.shape);
type ThreadQuery = z.infer<typeof threadQuery>;

/** The subject module's host page: its view and locals (with the thread) for a subject id, as a form's host. */
export type CommentHost = (req: Request, input: FormInput<'user', { id: number }, ThreadQuery>) => Promise<{ view: string; locals: Record<string, unknown> }>;

/**
 * The plain forms of a subject's thread (they work with JavaScript off), declared under the subject's page:
 * `path` is that page's path with `:id` and nothing optional (`/Community/Blogs/Entry/:id`); `host` loads the
 * page (slot `comments`), shown again with a refused text's error (400). The subject module puts these in its pages.
 *   POST {path}/Comment                       add a comment or a reply (parentId)
 *   POST {path}/Comment/:commentId/Edit       edit one's own
 *   POST {path}/Comment/:commentId/Delete     delete (author, moderator, staff)
 *   POST {path}/Comment/:commentId/Like       like it, or take the like back (lists' likes and their daily cap)
 * Each ends in a 303 to the subject's page at `#comment-<id>` (`#comments` after a delete).
 */
export function commentFormPages({ subjectType, path, host }: { subjectType: string; path: string; host: CommentHost }) {
  recordFormPath(subjectType, path);
  const form: FormView<'user', { id: number }, ThreadQuery> = { slot: 'comments', host };
  const editForm: FormView<'user', { id: number; commentId: number }, ThreadQuery> = { slot: 'comments', host };
  return [
    definePage({
      method: 'post',
      path: `${path}/Comment`,
      access: 'user',
      notImpersonating: true,
      params: subjectParams,
      query: threadQuery,
      body: addCommentForm,
      form,
      handler: async ({ params, body, actor }, req, res) => {
        const comment = await addComment(req.ctx.db, actor, { subjectType, subjectId: params.id, parentId: body.parentId, text: body.text }, req.ctx.locale);
        const subject = await loadSubject(req.ctx.db, actor, subjectType, params.id);
        setFlash(req, { kind: 'success', key: 'comments.added' });
        res.redirect(303, `${subject.path}#comment-${comment.id}`);
      },
    }),
    definePage({
      method: 'post',
      path: `${path}/Comment/:commentId/Edit`,
      access: 'user',
      notImpersonating: true,
      params: commentParams,
      query: threadQuery,
      body: editCommentForm,
      form: editForm,
      handler: async ({ params, body, actor }, req, res) => {
        await editComment(req.ctx.db, actor, params.commentId, body.text, { subjectType, subjectId: params.id });
        const subject = await loadSubject(req.ctx.db, actor, subjectType, params.id);
        setFlash(req, { kind: 'success', key: 'comments.saved' });
        res.redirect(303, `${subject.path}#comment-${params.commentId}`);
      },
    }),
    definePage({
      method: 'post',
      path: `${path}/Comment/:commentId/Delete`,
      access: 'user',
      notImpersonating: true,
      params: commentParams,
      handler: async ({ params, actor }, req, res) => {
        await deleteComment(req.ctx.db, actor, params.commentId, { subjectType, subjectId: params.id });
        const subject = await loadSubject(req.ctx.db, actor, subjectType, params.id);
        setFlash(req, { kind: 'success', key: 'comments.deleted' });
        res.redirect(303, `${subject.path}#comments`);
      },
    }),
    definePage({
      method: 'post',
      path: `${path}/Comment/:commentId/Like`,
      access: 'user',
      notImpersonating: true,
      params: commentParams,
      handler: async ({ params, actor }, req, res) => {
        await likeComment(req.ctx.db, actor, params.commentId, { subjectType, subjectId: params.id }, req.ctx.locale);
        const subject = await loadSubject(req.ctx.db, actor, subjectType, params.id);
        res.redirect(303, `${subject.path}#comment-${params.commentId}`);
      },
    }),
  ];
}
