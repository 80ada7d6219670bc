import { z } from 'zod';
import { pageKey } from '../../../platform/db/keyset.ts';
import { commentText } from '../../comments/index.ts';

/** A debate entry: a title of 1–150 characters, a body of rich text (sanitised once on write, blogs' sanitiser). */
export const titleMaxLength = 150;
export const bodyMaxLength = 100_000;
export const categoryNameMaxLength = 60;
/** At most this many categories per lodge. */
export const categoriesMax = 50;
/** New entries a member may write in 24 hours, over all lodges (each one tells the lodge's members). */
export const entriesPerDay = 20;
/** Entries a page (the Debate tab, a category, the GetDebateEntries call). */
export const entriesPageSize = 20;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

const title = z
  .string({ error: 'lodges.debates.errors.titleRequired' })
  .trim()
  .min(1, 'lodges.debates.errors.titleRequired')
  .max(titleMaxLength, 'lodges.debates.errors.titleTooLong');
const body = z
  .string({ error: 'lodges.debates.errors.bodyRequired' })
  .max(bodyMaxLength, 'lodges.debates.errors.bodyTooLong')
  .refine((s) => s.trim().length > 0, 'lodges.debates.errors.bodyRequired');
const categoryName = z
  .string({ error: 'lodges.debates.errors.categoryNameRequired' })
  .trim()
  .min(1, 'lodges.debates.errors.categoryNameRequired')
  .max(categoryNameMaxLength, 'lodges.debates.errors.categoryNameTooLong');
/** A category chosen in a form: '' is none. */
const categoryChoice = z.union([z.literal(''), id]).optional().transform((v) => (v === '' || v === undefined ? null : v));

export const lodgeIdInput = z.object({ lodgeId: id });
export const categoryIdInput = z.object({ categoryId: id });
export const entryIdInput = z.object({ debateEntryId: id });

export const createCategoryInput = z.object({ lodgeId: id, name: categoryName });
export const updateCategoryInput = z.object({ categoryId: id, name: categoryName });
export const sortCategoriesInput = z.object({ lodgeId: id, categoryIds: z.array(id, { error: 'lodges.debates.errors.sortMismatch' }).max(200) });

export const createEntryInput = z.object({ lodgeId: id, categoryId: id.nullable().optional().transform((v) => v ?? null), title, body });
export const updateEntryInput = z.object({ debateEntryId: id, categoryId: id.nullable().optional(), title, body });
export const lockEntryInput = z.object({ debateEntryId: id, locked: flag });
export const pinEntryInput = z.object({ debateEntryId: id, pinned: flag });
export const changeCategoryInput = z.object({ debateEntryId: id, categoryId: id.nullable() });

/** GetDebateEntries: a lodge's entries (or one category's), pinned first, then by latest activity or newest. */
export const entriesQueryInput = z.object({
  lodgeId: id,
  categoryId: id.optional(),
  sortByLatestCommentDate: flag.default(true),
  after: pageKey.optional(),
  before: pageKey.optional(),
  skip: z.coerce.number().int().min(0).max(10_000).optional(),
  take: z.coerce.number().int().min(1).max(50).default(entriesPageSize),
});

export const getCommentsInput = z.object({
  debateEntryId: id,
  twoLayered: flag.default(true),
  after: id.optional().transform((v) => v ?? null),
});
export const addCommentInput = z.object({ debateEntryId: id, parentId: id.nullable().optional().transform((v) => v ?? null), text: commentText });
export const editCommentInput = z.object({ commentId: id, text: commentText });
export const deleteCommentInput = z.object({ commentId: id });

/** The pages' forms (no JavaScript needed). */
export const entryForm = z.object({ title, body, categoryId: categoryChoice });
export const categoryForm = z.object({ name: categoryName });
export const moveForm = z.object({ direction: z.enum(['up', 'down'], { error: 'lodges.debates.errors.direction' }) });

export const lodgeParams = z.object({ id });
export const categoryParams = z.object({ id, categoryId: id });
export const entryParams = z.object({ id, entryId: id });
export const listQuery = z.object({ after: pageKey.optional(), before: pageKey.optional(), sort: z.enum(['activity', 'newest']).default('activity') });
