import { z } from 'zod';

const sortOption = z.object({ id: z.string().trim().min(1).max(60) });

/** SaveStartPageSortOptions: the order (unknown ids are dropped by the §5 rules, not refused) and the settings. */
export const saveOptionsInput = z.object({
  sortOptions: z.array(sortOption).max(60),
  searchOptions: z.string().max(4000).nullable().optional(),
  condensedProfileView: z.boolean().optional(),
  customizeStart: z.boolean().optional(),
});
export type SaveOptionsInput = z.infer<typeof saveOptionsInput>;

export const optionsOutput = z.object({
  sortOptions: z.array(z.object({ id: z.string() })),
  searchOptions: z.string().nullable(),
  condensedProfileView: z.boolean(),
  customizeStart: z.boolean(),
});
export type StartOptions = z.infer<typeof optionsOutput>;

export const chatRoomsOutput = z.array(z.object({ name: z.string(), url: z.string() }));
/** `id`: ProfilePicture, Presentation, Area, MatchSettings or a hint another module registered. */
export const hintsOutput = z.array(z.object({ id: z.string(), text: z.string(), href: z.string() }));

/** The no-JavaScript move buttons: which section, which way. */
export const moveForm = z.object({ id: z.string().trim().min(1).max(60), direction: z.enum(['up', 'down']) });
/** The no-JavaScript condensed-view form: a checkbox (absent when unticked). */
export const condensedForm = z.object({ condensed: z.literal('on').optional() });
