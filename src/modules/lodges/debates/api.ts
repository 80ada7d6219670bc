import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import { addComment, commentPageShape, commentShape, deleteComment, editComment, listComments } from '../../comments/index.ts';
import { categoryShape, entryPageShape, entryShape, presentCategory, presentEntry, presentEntryPage } from './presenter.ts';
import { debateEntrySubjectType } from './repo.ts';
import {
  addCommentInput,
  categoryIdInput,
  changeCategoryInput,
  createCategoryInput,
  createEntryInput,
  deleteCommentInput,
  editCommentInput,
  entriesQueryInput,
  entryIdInput,
  getCommentsInput,
  lockEntryInput,
  lodgeIdInput,
  pinEntryInput,
  sortCategoriesInput,
  updateCategoryInput,
  updateEntryInput,
} from './schemas.ts';
import * as service from './service.ts';

const success = z.object({ success: z.literal(true) });
const ok = { success: true as const };
const lodges = { feature: 'lodges' } as const;
/** A write by a logged-on profile (staff acting as a member may not write in their name). */
const write = { ...lodges, method: 'POST', access: 'user', notImpersonating: true } as const;

/** /api/Lodges: the debate calls (spec §7 Lodges Debate, Comments and the debate GETs). */
export const actions = {
  CreateDebateCategory: defineAction({
    ...write,
    summary: "Adds a debate category to a lodge (its admins): a name of 1–60 characters, placed last",
    input: createCategoryInput,
    output: categoryShape,
    policy: 'lodges.edit',
    handler: async ({ lodgeId, name }, { db, actor }) => presentCategory(await service.createCategory(db, actor, lodgeId, name)),
  }),
  UpdateDebateCategory: defineAction({
    ...write,
    summary: 'Renames a debate category (the lodge\'s admins)',
    input: updateCategoryInput,
    output: categoryShape,
    policy: 'lodges.edit',
    handler: async ({ categoryId, name }, { db, actor }) => presentCategory(await service.renameCategory(db, actor, categoryId, name)),
  }),
  DeleteDebateCategory: defineAction({
    ...write,
    summary: 'Deletes a debate category (the lodge\'s admins); its entries stay, without a category',
    input: categoryIdInput,
    output: success,
    policy: 'lodges.edit',
    handler: async ({ categoryId }, { db, actor }) => {
      await service.deleteCategory(db, actor, categoryId);
      return ok;
    },
  }),
  SortDebateCategories: defineAction({
    ...write,
    summary: "Orders a lodge's debate categories (its admins): categoryIds names each of them once, in the new order",
    input: sortCategoriesInput,
    output: z.object({ categories: z.array(categoryShape) }),
    policy: 'lodges.edit',
    handler: async ({ lodgeId, categoryIds }, { db, actor }) => ({ categories: (await service.sortCategories(db, actor, lodgeId, categoryIds)).map(presentCategory) }),
  }),
  CreateDebateEntry: defineAction({
    ...write,
    access: 'member',
    summary: 'Writes a debate entry in a lodge (a paying member who belongs to it): title 1–150, body HTML (sanitised), an optional category of the lodge',
    input: createEntryInput,
    output: entryShape,
    policy: 'lodges.debates.write',
    handler: async ({ lodgeId, ...draft }, { db, actor, locale }) => presentEntry(await service.createEntry(db, actor, lodgeId, draft, locale), null),
  }),
  UpdateDebateEntry: defineAction({
    ...write,
    access: 'member',
    summary: 'Edits a debate entry (its author, a paying member of the lodge, or a lodge moderator)',
    input: updateEntryInput,
    output: entryShape,
    policy: 'lodges.debates.edit',
    handler: async ({ debateEntryId, ...draft }, { db, actor }) => presentEntry(await service.updateEntry(db, actor, debateEntryId, draft), null),
  }),
  DeleteDebateEntry: defineAction({
    ...write,
    summary: 'Deletes a debate entry and its comments (its author or a lodge moderator)',
    input: entryIdInput,
    output: success,
    policy: 'lodges.debates.delete',
    handler: async ({ debateEntryId }, { db, actor }) => {
      await service.deleteEntry(db, actor, debateEntryId);
      return ok;
    },
  }),
  LockDebateEntry: defineAction({
    ...write,
    summary: 'Locks (no more comments) or unlocks a debate entry (lodge moderators)',
    input: lockEntryInput,
    output: entryShape,
    policy: 'lodges.moderate',
    handler: async ({ debateEntryId, locked }, { db, actor }) => presentEntry(await service.moderateEntry(db, actor, debateEntryId, { locked }), null),
  }),
  PinDebateEntry: defineAction({
    ...write,
    summary: 'Pins (listed first) or unpins a debate entry (lodge moderators)',
    input: pinEntryInput,
    output: entryShape,
    policy: 'lodges.moderate',
    handler: async ({ debateEntryId, pinned }, { db, actor }) => presentEntry(await service.moderateEntry(db, actor, debateEntryId, { pinned }), null),
  }),
  ChangeDebateEntryCategory: defineAction({
    ...write,
    summary: "Moves a debate entry to another of the lodge's categories, or to none (lodge moderators)",
    input: changeCategoryInput,
    output: entryShape,
    policy: 'lodges.moderate',
    handler: async ({ debateEntryId, categoryId }, { db, actor }) => presentEntry(await service.moderateEntry(db, actor, debateEntryId, { categoryId }), null),
  }),
  ToggleDebateEntryFollow: defineAction({
    ...write,
    summary: "Follows a debate entry (told of its comments) or stops following it (the lodge's members)",
    input: entryIdInput,
    output: z.object({ following: z.boolean() }),
    policy: 'lodges.debates.follow',
    handler: async ({ debateEntryId }, { db, actor }) => ({ following: await service.toggleFollow(db, actor, debateEntryId) }),
  }),
  UpdateDebateEntryView: defineAction({
    ...lodges,
    method: 'POST',
    access: 'user',
    summary: "Counts the member's view of a debate entry, once a day",
    input: entryIdInput,
    output: z.object({ viewCount: z.number() }),
    policy: 'lodges.view',
    handler: async ({ debateEntryId }, { db, actor }) => ({ viewCount: await service.countView(db, actor, debateEntryId) }),
  }),
  AddDebateEntryComment: defineAction({
    ...write,
    summary: 'Comments on a debate entry, or replies to a top-level comment (parentId): a paying member of the lodge, never on a locked entry',
    input: addCommentInput,
    output: commentShape,
    policy: 'comments.add',
    handler: async ({ debateEntryId, parentId, text }, { db, actor, locale }) => {
      await service.checkCommentable(db, actor, debateEntryId);
      return addComment(db, actor, { subjectType: debateEntrySubjectType, subjectId: debateEntryId, parentId, text }, locale);
    },
  }),
  EditDebateEntryComment: defineAction({
    ...write,
    summary: "Edits one's own comment on a debate entry",
    input: editCommentInput,
    output: commentShape,
    policy: 'comments.edit',
    handler: ({ commentId, text }, { db, actor }) => editComment(db, actor, commentId, text, { subjectType: debateEntrySubjectType }),
  }),
  DeleteDebateEntryComment: defineAction({
    ...write,
    summary: "Deletes a comment on a debate entry (its author, the lodge's moderators, staff)",
    input: deleteCommentInput,
    output: success,
    policy: 'comments.delete',
    handler: async ({ commentId }, { db, actor }) => {
      await deleteComment(db, actor, commentId, { subjectType: debateEntrySubjectType });
      return ok;
    },
  }),
  GetDebateCategories: defineAction({
    ...lodges,
    method: 'GET',
    access: 'public',
    summary: "A lodge's debate categories, in their order",
    input: lodgeIdInput,
    output: z.object({ categories: z.array(categoryShape) }),
    policy: 'lodges.view',
    handler: async ({ lodgeId }, { db, actor }) => ({ categories: (await service.categoriesFor(db, actor, lodgeId)).map(presentCategory) }),
  }),
  GetDebateCategory: defineAction({
    ...lodges,
    method: 'GET',
    access: 'public',
    summary: 'One debate category',
    input: categoryIdInput,
    output: categoryShape,
    policy: 'lodges.view',
    handler: async ({ categoryId }, { db, actor }) => presentCategory(await service.categoryFor(db, actor, categoryId)),
  }),
  GetDebateEntries: defineAction({
    ...lodges,
    method: 'GET',
    access: 'public',
    summary: "A lodge's debate entries (or one category's), pinned first, then by latest activity (sortByLatestCommentDate, default) or newest; paged by key (after, before) or skip, take ≤ 50",
    input: entriesQueryInput,
    output: entryPageShape,
    policy: 'lodges.view',
    handler: async ({ lodgeId, categoryId, sortByLatestCommentDate, after, before, skip, take }, { db, actor }) => {
      const lodge = await service.loadDebateLodge(db, actor, lodgeId);
      if (categoryId !== undefined && !lodge.categories.some((c) => c.id === categoryId)) throw service.unknownCategory();
      const page = await service.listEntries(db, actor, { lodgeId, categoryId: categoryId ?? null }, sortByLatestCommentDate ? 'activity' : 'newest', { after, before, skip }, take);
      return presentEntryPage(page);
    },
  }),
  GetDebateEntry: defineAction({
    ...lodges,
    method: 'GET',
    access: 'public',
    summary: 'One debate entry of a lodge the viewer may see (404 otherwise, never saying why)',
    input: entryIdInput,
    output: entryShape.extend({ following: z.boolean() }),
    policy: 'lodges.view',
    handler: async ({ debateEntryId }, { db, actor }) => {
      const page = await service.loadEntryPage(db, actor, debateEntryId);
      return { ...presentEntry(page.entry, page.author?.visible ? page.author.identity : null), following: page.followed };
    },
  }),
  GetDebateEntryComments: defineAction({
    ...lodges,
    method: 'GET',
    access: 'public',
    summary: "A debate entry's comments, 30 a page (oldest first, keyed by `after`), each with its first 3 replies when twoLayered",
    input: getCommentsInput,
    output: commentPageShape,
    policy: 'comments.read',
    handler: ({ debateEntryId, twoLayered, after }, { db, actor }) => listComments(db, actor, debateEntrySubjectType, debateEntryId, { twoLayered, after }),
  }),
};
