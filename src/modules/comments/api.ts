import { z } from 'zod';
import { defineAction } from '../../platform/http/define.ts';
import * as service from './service.ts';
import { addUsedEmoji, latestEmojis } from './emojis.ts';
import { addCommentInput, addUsedEmojiInput, deleteCommentInput, editCommentInput, getCommentsInput, getRepliesInput } from './schemas.ts';

const reply = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  author: z.object({ id: z.number(), name: z.string(), path: z.string() }).nullable(),
  text: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  removed: z.boolean(),
  likes: z.number(),
  likedByViewer: z.boolean(),
  mayEdit: z.boolean(),
  mayDelete: z.boolean(),
});
/** CommentView on the wire: a top-level comment carries its first replies and how many more. */
export const commentShape = reply.extend({ replies: z.array(reply).optional(), moreReplies: z.number().optional() });
export const commentPageShape = z.object({ comments: z.array(commentShape), next: z.number().nullable(), total: z.number() });

/**
 * /api/Comments: the thread of any registered subject type (what the Comments island calls). A subject module may
 * add its own named calls (blogs' AddBlogComment) over the same service.
 */
export const commentsActions = {
  GetComments: defineAction({
    method: 'GET',
    summary: "A page of a subject's comments (30 top-level, oldest first, each with its first 3 replies)",
    input: getCommentsInput,
    output: commentPageShape,
    access: 'public',
    policy: 'comments.read',
    handler: ({ subjectType, subjectId, after }, { db, actor }) => service.listComments(db, actor, subjectType, subjectId, { twoLayered: true, after }),
  }),
  GetReplies: defineAction({
    method: 'GET',
    summary: "A page of one comment's replies (30, oldest first)",
    input: getRepliesInput,
    output: z.object({ replies: z.array(reply), next: z.number().nullable() }),
    access: 'public',
    policy: 'comments.read',
    handler: ({ commentId, after }, { db, actor }) => service.listReplies(db, actor, commentId, after),
  }),
  AddComment: defineAction({
    method: 'POST',
    summary: 'Writes a comment (1–4,000 characters) on a subject, or a reply to one of its top-level comments',
    input: addCommentInput,
    output: commentShape,
    access: 'user',
    notImpersonating: true,
    policy: 'comments.add',
    handler: (input, { db, actor, locale }) => service.addComment(db, actor, input, locale),
  }),
  EditComment: defineAction({
    method: 'POST',
    summary: "Edits one's own comment",
    input: editCommentInput,
    output: commentShape,
    access: 'user',
    notImpersonating: true,
    policy: 'comments.edit',
    handler: ({ commentId, text }, { db, actor }) => service.editComment(db, actor, commentId, text),
  }),
  DeleteComment: defineAction({
    method: 'POST',
    summary: "Deletes a comment: its author, the subject's moderator or staff moderators",
    input: deleteCommentInput,
    output: z.object({ success: z.literal(true) }),
    access: 'user',
    notImpersonating: true,
    policy: 'comments.delete',
    handler: async ({ commentId }, { db, actor }) => {
      await service.deleteComment(db, actor, commentId);
      return { success: true as const };
    },
  }),
};

/** /api/Emojis (spec §7 Emojis). */
export const emojisActions = {
  AddUsedEmoji: defineAction({
    method: 'POST',
    summary: 'Records that the member used an emoji (its shortname), for their recent emojis',
    input: addUsedEmojiInput,
    output: z.object({ success: z.literal(true) }),
    access: 'user',
    notImpersonating: true,
    policy: 'access',
    handler: async ({ emoji }, { db, actor }) => {
      await addUsedEmoji(db, actor, emoji);
      return { success: true as const };
    },
  }),
  GetLatestEmojis: defineAction({
    method: 'GET',
    summary: "The member's recent emojis, newest first (at most 21)",
    input: z.object({}),
    output: z.array(z.object({ shortname: z.string(), emoji: z.string() })),
    access: 'user',
    policy: 'access',
    handler: (_input, { db, actor }) => latestEmojis(db, actor),
  }),
};
