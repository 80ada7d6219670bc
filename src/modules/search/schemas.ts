import { z } from 'zod';
import { personChoices } from '../profiles/index.ts';

/** Spec §9: a search page holds 30 profiles; a page with fewer is the last. */
export const pageSize = 30;
export const genders = ['Male', 'Female', 'Couple', 'Transsexual'] as const;
export const viewStyles = ['Gallery', 'Detailed', 'List'] as const;
export type ViewStyle = (typeof viewStyles)[number];
export const ageLimits = { min: 18, max: 99 } as const;
export const maxDistanceKm = 1000;
export const maxTextLength = 100;

/**
 * What an advanced search asks (spec §2 /Search/Advanced `searchOptions`, base64 JSON). Every key optional; an
 * unknown key, a value out of range or an empty list is refused (400) rather than silently widened.
 */
export const searchOptionsSchema = z
  .object({
    genders: z.array(z.enum(genders)).min(1).optional(),
    ageFrom: z.number().int().min(ageLimits.min).max(ageLimits.max).optional(),
    ageTo: z.number().int().min(ageLimits.min).max(ageLimits.max).optional(),
    distanceKm: z.number().int().min(1).max(maxDistanceKm).optional(),
    /** Distance from this postal code of this country instead of the member's own area. */
    postalCode: z.string().trim().min(1).max(12).optional(),
    countryId: z.number().int().positive().optional(),
    orientation: z.array(z.enum(personChoices.orientation)).min(1).optional(),
    relationship: z.array(z.enum(personChoices.relationship)).min(1).optional(),
    body: z.array(z.enum(personChoices.bodyBuild)).min(1).optional(),
    hasPictures: z.boolean().optional(),
    validated: z.boolean().optional(),
    onlineNow: z.boolean().optional(),
    text: z.string().trim().min(1).max(maxTextLength).optional(),
  })
  .strict()
  .refine((o) => o.ageFrom === undefined || o.ageTo === undefined || o.ageFrom <= o.ageTo, { path: ['ageTo'] })
  .refine((o) => (o.postalCode === undefined) === (o.countryId === undefined), { path: ['postalCode'] });
export type SearchOptions = z.infer<typeof searchOptionsSchema>;

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const view = z.enum(viewStyles).optional();
/** The last profile of the page before (keyset paging: the next page starts after it, at any depth in one probe). */
const after = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional();

/** Newest, Online and a saved search: a page, where it starts, and a view style. */
export const listQuery = z.object({ page, after, view });

/** A list field of the no-JavaScript form: one value or several (`genders=Male&genders=Female`). */
const many = z.union([z.string(), z.array(z.string())]).optional().transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter(Boolean));
const blankable = z.string().optional().transform((v) => (v?.trim() ? v.trim() : undefined));

/**
 * /Search/Advanced: `searchOptions` (base64 JSON) and `textSearch`, or the fields of the form, which the server
 * turns into searchOptions (`run` marks a submitted form). Checked against `searchOptionsSchema` afterwards.
 */
export const advancedQuery = z.object({
  page,
  after,
  view,
  searchOptions: z.string().max(4000).optional(),
  textSearch: z.string().max(maxTextLength).optional(),
  run: z.string().optional(),
  genders: many,
  orientation: many,
  relationship: many,
  body: many,
  ageFrom: blankable,
  ageTo: blankable,
  distanceKm: blankable,
  postalCode: blankable,
  countryId: blankable,
  hasPictures: blankable,
  validated: blankable,
  onlineNow: blankable,
  text: blankable,
});
export type AdvancedQuery = z.infer<typeof advancedQuery>;

export const savedSearchParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const savedSearchName = z.string().trim().min(1).max(60);
export const saveSearchForm = z.object({ name: savedSearchName, searchOptions: z.string().max(4000) });
export const renameSearchForm = z.object({ name: savedSearchName });

/** Match words: 1–10, each 2–30 letters or digits (a hyphen or apostrophe inside), separated by commas or spaces. */
export const matchWordLimits = { min: 1, max: 10, minLength: 2, maxLength: 30 } as const;
const matchWord = /^[\p{L}\p{N}](?:[\p{L}\p{N}'-]*[\p{L}\p{N}])?$/u;

/** The /Search/MatchWord form: one text of words, lower-cased and without repeats; a bad one names `words`. */
export const matchWordsForm = z.object({
  words: z
    .string({ message: 'search.matchWord.errors.count' })
    .max(400, { message: 'search.matchWord.errors.tooLong' })
    .transform((text, ctx) => {
      const words = [...new Set(text.toLocaleLowerCase().split(/[\s,;]+/u).filter(Boolean))];
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      if (words.length < matchWordLimits.min || words.length > matchWordLimits.max) return fail('search.matchWord.errors.count');
      if (words.some((w) => w.length < matchWordLimits.minLength || w.length > matchWordLimits.maxLength)) return fail('search.matchWord.errors.length');
      if (words.some((w) => !matchWord.test(w))) return fail('search.matchWord.errors.letters');
      return words;
    }),
});

/** Shows a saved search on the start page (1) or takes it off (0). */
export const startPageForm = z.object({ show: z.enum(['1', '0']) });
