import { z } from 'zod';
import { likeCheck } from './likeable.ts';

/** The persons' genders a list can be narrowed to (accounts' sign-up values). */
export const genders = ['Male', 'Female', 'Couple', 'Transsexual'] as const;
export const noteSorts = ['newest', 'name'] as const;
export type NoteSort = (typeof noteSorts)[number];
export const noteMaxLength = 2000;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const page = z.coerce.number().int().min(1).max(10_000);
const take = z.coerce.number().int().min(1).max(100).default(30);

export const profileParams = z.object({ id });
export const profileIdForm = z.object({ profileId: id });
/** A page of a server-rendered list: a bad page number shows the first page. */
export const pageQuery = z.object({ page: page.catch(1) });
/** Spec §7 "Favourites and visits: page, take". */
export const listInput = z.object({ page: page.default(1), take });

const noteText = z
  .string({ error: 'lists.errors.noteRequired' })
  .trim()
  .min(1, 'lists.errors.noteRequired')
  .max(noteMaxLength, 'lists.errors.noteTooLong');
export const noteForm = z.object({ text: noteText });
export const noteInput = z.object({ profileId: id, text: noteText });

const gender = z.union([z.enum(genders), z.literal('')]).optional().transform((g) => g || undefined);
const filterText = z.string().trim().max(100, 'lists.errors.filterTooLong').optional().transform((s) => s || undefined);
const sort = z.enum(noteSorts).default('newest');
/** /Notes: gender, text and sort in the address, so a filtered list is a plain link. */
export const notesQuery = z.object({ gender, text: filterText, sort, page: page.catch(1) });
/** Spec §7 "Notes: gender, filterText, sortType" (and the page). */
export const notesInput = z.object({ gender, filterText, sortType: sort, page: page.default(1), take });

export type NotesFilter = { gender?: string; text?: string; sort: NoteSort };

/**
 * Likes a member may give in a rolling 24 hours (issue 18: 60 in a row reached 60 strangers). A like is a light
 * touch, so more than the 20 new conversations of mail, but a sweep down a search list stops here. Counted as
 * given: taking a like back does not give its place back (platform/limits/daily.ts), and taking back is never capped.
 */
export const likesPerDay = 50;

/** Spec §7 Likes: itemType (a type registered with `registerLikeable`: 'Profile', 'Comment' …) and itemId. */
export const likeItem = z.object({
  itemType: z.string().max(40).refine((type) => likeCheck(type) !== undefined, 'lists.errors.unknownItemType'),
  itemId: id,
});
export type LikeItem = z.infer<typeof likeItem>;
/** GetLikeProfiles: the item, the persons' gender, skip and take. */
export const likeProfilesInput = likeItem.extend({
  genderFilter: z.enum(genders).nullable().default(null),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take,
});
