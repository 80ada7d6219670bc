import { z } from 'zod';

export const customKinkMaxLength = 40;
export const customKinksMax = 20;
/** The /Kinks All tab and GetNonPopularKinks' largest page. */
export const kinksPageSize = 60;
export const kinkTabs = ['Popular', 'All'] as const;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const page = z.coerce.number().int().min(1).max(10_000);

/** A form field that may come once (a string) or repeated (an array); absent is none. */
const asList = (value: unknown) => (value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]);

const customText = z
  .string()
  .trim()
  .min(1, 'kinks.errors.customRequired')
  .max(customKinkMaxLength, 'kinks.errors.customTooLong');

export const profileKinksInput = z.object({
  kinkIds: z.array(id).max(500).default([]),
  customKinks: z.array(customText).max(customKinksMax, 'kinks.errors.tooManyCustom').default([]),
});
export type ProfileKinksInput = z.infer<typeof profileKinksInput>;

/** /Kinks/Mine: the chosen catalogue kinks, the custom kinks kept (checked), and one new custom kink. */
export const myKinksForm = z.object({
  kinkIds: z.preprocess(asList, z.array(id).max(500)),
  customKinks: z.preprocess((v) => asList(v).map((s) => (typeof s === 'string' ? s.trim() : s)).filter((s) => s !== ''), z.array(customText)),
  newKink: z.string().trim().max(customKinkMaxLength, 'kinks.errors.customTooLong').optional().default(''),
});

export const kinksPageQuery = z.object({ tab: z.enum(kinkTabs).catch('Popular'), page: page.catch(1) });
export const nonPopularInput = z.object({
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  take: z.coerce.number().int().min(1).max(kinksPageSize).default(kinksPageSize),
});
export const searchInput = z.object({
  query: z.string().trim().min(1, 'kinks.errors.queryRequired').max(100, 'kinks.errors.queryTooLong'),
  custom: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .default(false)
    .transform((v) => v === true || v === 'true'),
});
export const profileIdInput = z.object({ profileId: id });
export const mostPopularInput = z.object({ take: z.coerce.number().int().min(1).max(100).default(20) });

/** §9's default list page size: SearchItemsByKinks' page. */
export const kinkSearchPageSize = 30;
const kinkQuery = z.string().trim().min(1, 'kinks.errors.queryRequired').max(100, 'kinks.errors.queryTooLong');
/** SearchItemsByKinks: kinks by their query (a catalogue kink's key, a custom kink's text), every one required. */
export const searchItemsInput = z.object({
  kinks: z.array(kinkQuery).min(1, 'kinks.errors.kinksRequired').max(20, 'kinks.errors.tooManyKinks'),
  skip: z.number().int().min(0).max(100_000).default(0),
  take: z.number().int().min(1).max(kinkSearchPageSize).default(kinkSearchPageSize),
});
