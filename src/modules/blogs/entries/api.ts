import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { addComment, deleteComment, editComment, listComments, commentShape, commentPageShape } from '../../comments/index.ts';
import { sightOf } from '../visibility.ts';
import { entrySubjectType } from './subject.ts';
import { presentEntry, presentForEdit } from './presenter.ts';
import { addCommentInput, confirmInput, deleteCommentInput, editCommentInput, entryIdInput, getCommentsInput, updateEntryInput } from './schemas.ts';
import * as service from './service.ts';

const author = z.object({ id: z.number(), name: z.string(), path: z.string() });
const entryShape = z.object({
  id: z.number(),
  path: z.string(),
  dark: z.boolean(),
  state: z.enum(['Draft', 'Published']),
  title: z.string(),
  slug: z.string(),
  bodyHtml: z.string(),
  excerpt: z.string(),
  language: z.string(),
  tags: z.array(z.string()),
  authors: z.array(author),
  readCount: z.number(),
  commentCount: z.number(),
  lastCommentAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  curated: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  picture: z.string().nullable(),
});
const editShape = entryShape.extend({ coAuthors: z.array(z.object({ id: z.number(), name: z.string(), confirmed: z.boolean() })) });

const success = z.object({ success: z.literal(true) });

/** /api/Blogs: the entry side (spec §7 Blogs): write, read, count a read, and the entry's comments. */
export const actions = {
  UpdateBlogEntry: defineAction({
    method: 'POST',
    summary: 'Creates (no blogEntryId) or edits a blog entry: title 1–150, body HTML (sanitised), tags 0–10, language, state Draft or Published, co-authors (owner, at most 5)',
    input: updateEntryInput,
    output: entryShape,
    access: 'member',
    notImpersonating: true,
    policy: 'blogs.edit',
    handler: async ({ blogEntryId, ...draft }, { db, actor, locale }) => presentEntry(db, await service.saveEntry(db, actor, blogEntryId ?? null, draft, locale), sightOf(actor)),
  }),
  DeleteBlogEntry: defineAction({
    method: 'POST',
    summary: 'Deletes a blog entry (its owner, or staff)',
    input: entryIdInput,
    output: success,
    access: 'user',
    notImpersonating: true,
    policy: 'blogs.delete',
    handler: async ({ blogEntryId }, { db, actor, locale }) => {
      await service.deleteEntry(db, actor, blogEntryId, locale);
      return { success: true as const };
    },
  }),
  GetBlogEntryData: defineAction({
    method: 'GET',
    summary: 'A blog entry the viewer may read (404 otherwise, never saying why)',
    input: entryIdInput,
    output: entryShape,
    access: 'public',
    policy: 'blogs.read',
    handler: async ({ blogEntryId }, { db, actor }) => presentEntry(db, (await service.findEntryForViewer(db, actor, blogEntryId)).entry, sightOf(actor)),
  }),
  GetBlogEntryDataForEdit: defineAction({
    method: 'GET',
    summary: 'A blog entry as its author edits it, with its co-authors (confirmed or invited)',
    input: entryIdInput,
    output: editShape,
    access: 'member',
    policy: 'blogs.edit',
    handler: async ({ blogEntryId }, { db, actor, locale }) => presentForEdit(db, await service.entryForEdit(db, actor, blogEntryId, locale), sightOf(actor)),
  }),
  UpdateBlogEntryReadCount: defineAction({
    method: 'POST',
    summary: "Counts the member's read of an entry, once a day",
    input: entryIdInput,
    output: z.object({ readCount: z.number() }),
    access: 'user',
    policy: 'blogs.read',
    handler: async ({ blogEntryId }, { db, actor }) => ({ readCount: await service.countRead(db, actor, blogEntryId) }),
  }),
  ConfirmBlogEntryAuthor: defineAction({
    method: 'POST',
    summary: 'An invited co-author confirms: the entry names them and they may edit it',
    input: confirmInput,
    output: entryShape,
    access: 'user',
    notImpersonating: true,
    policy: 'blogs.confirmCoAuthor',
    handler: async ({ blogEntryId }, { db, actor, locale }) => presentEntry(db, await service.confirmCoAuthor(db, actor, blogEntryId, locale), sightOf(actor)),
  }),
  GetComments: defineAction({
    method: 'GET',
    summary: "An entry's comments, 30 a page (oldest first, keyed by `after`), each with its first 3 replies when twoLayered",
    input: getCommentsInput,
    output: commentPageShape,
    access: 'public',
    policy: 'comments.read',
    handler: ({ blogEntryId, twoLayered, after }, { db, actor }) => listComments(db, actor, entrySubjectType, blogEntryId, { twoLayered, after }),
  }),
  AddBlogComment: defineAction({
    method: 'POST',
    summary: 'Comments on an entry, or replies to a top-level comment (parentId)',
    input: addCommentInput,
    output: commentShape,
    access: 'user',
    notImpersonating: true,
    policy: 'comments.add',
    handler: ({ blogEntryId, parentId, text }, { db, actor, locale }) => addComment(db, actor, { subjectType: entrySubjectType, subjectId: blogEntryId, parentId, text }, locale),
  }),
  EditBlogComment: defineAction({
    method: 'POST',
    summary: "Edits one's own comment on an entry",
    input: editCommentInput,
    output: commentShape,
    access: 'user',
    notImpersonating: true,
    policy: 'comments.edit',
    handler: ({ commentId, text }, { db, actor }) => editComment(db, actor, commentId, text, { subjectType: entrySubjectType }),
  }),
  DeleteBlogComment: defineAction({
    method: 'POST',
    summary: "Deletes a comment on an entry (its author, the entry's authors, staff)",
    input: deleteCommentInput,
    output: success,
    access: 'user',
    notImpersonating: true,
    policy: 'comments.delete',
    handler: async ({ commentId }, { db, actor }) => {
      await deleteComment(db, actor, commentId, { subjectType: entrySubjectType });
      return { success: true as const };
    },
  }),
};
