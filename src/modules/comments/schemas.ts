import { z } from 'zod';

/** Spec §3 comments: 1–4,000 characters after trimming (the table's check says the same). */
export const commentMaxLength = 4000;
/** Spec §9: a page of top-level comments, or of one comment's replies. */
export const commentsPageSize = 30;
/** Replies shown under a top-level comment in a two-layered thread before "show N more replies". */
export const foldedReplies = 3;
/** Spec §7 Emojis: the recent emojis kept per member. */
export const recentEmojisMax = 21;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const commentText = z
  .string({ error: 'comments.errors.textRequired' })
  .trim()
  .min(1, 'comments.errors.textRequired')
  .max(commentMaxLength, 'comments.errors.textTooLong');

const subjectType = z.string().min(1).max(40).regex(/^[A-Za-z]+$/, 'comments.errors.unknownSubject');
const after = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().default(null);

// ---- the plain forms (under a subject's page)
export const addCommentForm = z.object({ text: commentText, parentId: z.union([z.literal(''), id]).optional().transform((v) => (v ? v : null)) });
export const editCommentForm = z.object({ text: commentText });
export const commentIdParams = z.object({ commentId: id });
/** The thread in the subject page's address: `after` (the next page of top-level comments), `replies` (one comment's replies unfolded). */
export const threadQuery = z.object({
  after: id.optional().catch(undefined),
  replies: id.optional().catch(undefined),
  replyAfter: id.optional().catch(undefined),
  edit: id.optional().catch(undefined),
});

// ---- /api/Comments
export const getCommentsInput = z.object({ subjectType, subjectId: id, after });
export const getRepliesInput = z.object({ commentId: id, after });
export const addCommentInput = z.object({ subjectType, subjectId: id, parentId: id.nullable().default(null), text: commentText });
export const editCommentInput = z.object({ commentId: id, text: commentText });
export const deleteCommentInput = z.object({ commentId: id });

// ---- /api/Emojis
export const addUsedEmojiInput = z.object({ emoji: z.string().min(1).max(80) });
