import { z } from 'zod';

/** Product limits (CONTEXT.md): a tag's length in characters, tags per tagged profile, tagged profiles per member. */
export const tagMaxLength = 40;
export const tagsPerProfile = 20;
export const taggedProfilesPerMember = 2000;
/**
 * Tags a member may put on profiles in a rolling 24 hours (issue 18: 60 in a row had no limit). Tags are private,
 * so more than the likes of lists, enough to sort one's own contacts in an evening, never a sweep of the site.
 * Counted as put on: taking a tag off does not give its place back, and taking off is never capped.
 */
export const tagsPerDay = 100;
/** Spec §9: lists page by 30. */
export const pageSize = 30;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A tag as stored: trimmed, inner runs of white space made one space; 1–40 characters (not UTF-16 units). */
export const tagText = z
  .string({ error: 'tags.errors.tagRequired' })
  .transform((s) => s.trim().replace(/\s+/gu, ' '))
  .refine((s) => s.length > 0, 'tags.errors.tagRequired')
  .refine((s) => [...s].length <= tagMaxLength, 'tags.errors.tagTooLong');

export const profileParams = z.object({ id });

/** The add form on a profile page (and its own page /Tags/Profile/:id). */
export const tagForm = z.object({ tag: tagText });

/** Where a removal came from, to go back there: the profile page or the list of one tag. */
export const removeForm = z.object({ tag: tagText, back: z.enum(['profile', 'list']).catch('profile') });

/** /Tags and /Tags?tag=X&page=N: a bad page number shows the first page; a bad tag is a 400 naming it. */
export const tagsQuery = z.object({
  tag: z.preprocess((v) => (v === '' ? undefined : v), tagText.optional()),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** POST /api/CurrentProfile/TagProfile and /UntagProfile. */
export const tagInput = z.object({ profileId: id, tag: tagText });
