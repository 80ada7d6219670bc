import { z } from 'zod';
import { locales, type Locale } from '../../../platform/i18n/index.ts';
import { commentText } from '../../comments/index.ts';

/** Spec §3 blog entry: a title of 1–150 characters, at most 10 tags of 1–40, at most 5 co-authors. */
export const titleMaxLength = 150;
export const tagsMax = 10;
export const tagMaxLength = 40;
export const coAuthorsMax = 5;
/** The body as the editor sends it (HTML) or the plain form's textarea; sanitised once on write. */
export const bodyMaxLength = 100_000;
/** New entries a member may start per day. */
export const entriesPerDay = 10;
export const entryStates = ['Draft', 'Published'] as const;
export type EntryState = (typeof entryStates)[number];

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const title = z
  .string({ error: 'blogs.entries.errors.titleRequired' })
  .trim()
  .min(1, 'blogs.entries.errors.titleRequired')
  .max(titleMaxLength, 'blogs.entries.errors.titleTooLong');

const body = z.string({ error: 'blogs.entries.errors.bodyRequired' }).max(bodyMaxLength, 'blogs.entries.errors.bodyTooLong');

const tag = z.string().trim().toLowerCase().min(1, 'blogs.entries.errors.tagLength').max(tagMaxLength, 'blogs.entries.errors.tagLength');

/** Tags as a list (the call) or one comma-separated field (the form); lower-cased, without repeats. */
const tagList = z
  .array(tag, { error: 'blogs.entries.errors.tags' })
  .transform((tags) => [...new Set(tags)])
  .pipe(z.array(z.string()).max(tagsMax, 'blogs.entries.errors.tooManyTags'));
const tagField = z
  .string()
  .max(2000, 'blogs.entries.errors.tooManyTags')
  .transform((s) => s.split(',').map((t) => t.trim()).filter(Boolean))
  .pipe(z.array(tag))
  .transform((tags) => [...new Set(tags)])
  .pipe(z.array(z.string()).max(tagsMax, 'blogs.entries.errors.tooManyTags'));

const language = z.enum(locales, { error: 'blogs.entries.errors.language' });
const state = z.enum(entryStates, { error: 'blogs.entries.errors.state' });
const coAuthorIds = z.array(id, { error: 'blogs.entries.errors.coAuthors' }).max(coAuthorsMax, 'blogs.entries.errors.tooManyCoAuthors').transform((ids) => [...new Set(ids)]);

/** The form's co-authors: profile names, separated by commas or spaces (a name holds neither). */
const coAuthorNames = z
  .string()
  .max(400, 'blogs.entries.errors.tooManyCoAuthors')
  .transform((s) => [...new Set(s.split(/[\s,]+/).filter(Boolean))])
  .pipe(z.array(z.string()).max(coAuthorsMax, 'blogs.entries.errors.tooManyCoAuthors'));

/**
 * What an entry is written from, whichever way it came: the call names co-authors by id, the form by name (null and
 * undefined: left as they are).
 */
export type EntryDraft = { title: string; body: string; tags: string[]; language: Locale | null; state: EntryState; coAuthorIds: number[] | null; coAuthorNames?: string[] | undefined };

/** /api/Blogs/UpdateBlogEntry: create (no blogEntryId) or edit. */
export const updateEntryInput = z.object({
  blogEntryId: id.optional(),
  title,
  body,
  tags: tagList.default([]),
  language: language.nullable().optional().transform((v) => v ?? null),
  state: state.default('Published'),
  coAuthorIds: coAuthorIds.optional().transform((v) => v ?? null),
});

/** The plain form of /Community/Blogs/Create and /Edit/{id} (works without JavaScript). */
export const entryForm = z.object({
  title,
  body,
  tags: tagField.optional().transform((v) => v ?? []),
  language: z.union([z.literal(''), language]).optional().transform((v) => v || null),
  state: state.default('Published'),
  coAuthors: coAuthorNames.optional(),
});

export const entryIdInput = z.object({ blogEntryId: id });
export const entryParams = z.object({ id, name: z.string().max(400).optional() });
export const editParams = z.object({ id });
export const getCommentsInput = z.object({
  blogEntryId: id,
  twoLayered: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(true),
  after: id.optional().transform((v) => v ?? null),
});
export const addCommentInput = z.object({ blogEntryId: id, parentId: id.nullable().optional().transform((v) => v ?? null), text: commentText });
export const editCommentInput = z.object({ commentId: id, text: commentText });
export const deleteCommentInput = z.object({ commentId: id });
export const confirmInput = z.object({ blogEntryId: id });
