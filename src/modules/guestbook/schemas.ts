import { z } from 'zod';

export const entryTextMaxLength = 2000;
export const entriesPageSize = 20;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const text = z
  .string({ error: 'guestbook.errors.textRequired' })
  .trim()
  .min(1, 'guestbook.errors.textRequired')
  .max(entryTextMaxLength, 'guestbook.errors.textTooLong');

export const profileParams = z.object({ id });
export const entryParams = z.object({ id, entryId: id });
export const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) });

export const entryForm = z.object({ text });
export const entriesInput = z.object({
  profileId: id,
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(entriesPageSize),
});
export const addEntryInput = z.object({ profileId: id, text });
export const deleteEntryInput = z.object({ entryId: id });
