import { z } from 'zod';
import { localPath } from '../paths.ts';

const id = z.number().int().positive();
const routeId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A path on this site, never another host (`//x`, `/\x`). */

export const setCuratedInput = z.object({ blogEntryId: id, curated: z.boolean() });
export const curateParams = z.object({ id: routeId });
/** The plain curate form: `curated` is 'true' or 'false'; `back` the entry page it came from. */
export const curateForm = z.object({ curated: z.enum(['true', 'false']).transform((v) => v === 'true'), back: localPath.catch('/Community/Blogs') });

export const newsViewInput = z.object({ id });
export const dismissParams = z.object({ id: routeId });
export const dismissForm = z.object({ back: localPath.catch('/Start') });

/** blogs:news:add. A link is a path on the site or an https address. */
export const newsInput = z.object({
  title: z.string().trim().min(1).max(150),
  text: z.string().trim().min(1).max(2000),
  link: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => localPath.safeParse(v).success || /^https:\/\/[^\s/?#]+\.[^\s]*$/.test(v))
    .optional(),
  dark: z.boolean().default(false),
  endsAt: z.date().optional(),
});
export type NewsInput = z.input<typeof newsInput>;
