import { z } from 'zod';
import { localPath } from '../paths.ts';
import { pageKey } from '../../../platform/db/keyset.ts';

/** Every list shows 30 a page (spec §9); an API caller may ask for fewer. */
export const pageSize = 30;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const skip = z.coerce.number().int().min(0).max(1_000_000).default(0);
const take = z.coerce.number().int().min(1).max(pageSize).default(pageSize);
/** Keyed paging (spec §7's skip still works): `after` the last row of a page, or `before` the first (the way back). */
const keys = { after: pageKey.optional(), before: pageKey.optional() };
const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()).default(false);

/** Spec §5: a period of 0 (all time), 7, 14 or 30 days is kept; anything else means 7. */
export const periods = [0, 7, 14, 30] as const;
export type Period = (typeof periods)[number];
export const periodOf = (value: unknown): Period => {
  const n = Number(value);
  return (periods as readonly number[]).includes(n) && String(value).trim() !== '' ? (n as Period) : 7;
};
const period = z.unknown().optional().transform(periodOf);

/**
 * A list page's place: by key (`after`, `before`; a key that is not ours goes back to the first page), or `page`, a
 * number from links made before lists paged by key.
 */
const place = { page: z.coerce.number().int().min(1).max(10_000).catch(1), after: pageKey.optional().catch(undefined), before: pageKey.optional().catch(undefined) };
export const pageQuery = z.object(place);
export const allQuery = z.object({
  ...place,
  sort: z.enum(['activity', 'newest']).catch('activity'),
  tag: z.string().trim().toLowerCase().max(40).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
});
export const topQuery = z.object({ ...place, period });
export const myBlogsQuery = z.object({ ...place, order: z.enum(['comment', 'newest']).catch('newest') });

export const pagingInput = z.object({ skip, take, ...keys });
export const sortedInput = z.object({ skip, take, ...keys, sortByActivity: flag });
export const myEntriesInput = z.object({ skip, take, ...keys, orderByCommentDate: flag });
export const periodInput = z.object({ skip, take, ...keys, days: period });
export const profileEntriesInput = z.object({ profileId: id, text: z.string().trim().max(200).optional(), dark: flag, skip, take, ...keys });
export const searchInput = z.object({
  query: z.string({ error: 'blogs.lists.errors.queryRequired' }).trim().min(1, 'blogs.lists.errors.queryRequired').max(200, 'blogs.lists.errors.queryTooLong'),
  skip,
  take,
});
export const searchEntriesInput = searchInput.extend(keys);
export const entryIdInput = z.object({ blogEntryId: id });
export const authorIdInput = z.object({ authorId: id });

export const entryParams = z.object({ id });
/** The plain forms' way back: a local path only (never another site), else the list. */
export const backForm = z.object({ back: localPath.optional().catch(undefined) });
