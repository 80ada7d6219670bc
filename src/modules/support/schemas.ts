import { z } from 'zod';

export const legalKinds = ['GeneralTerms', 'TradeTerms', 'Privacy', 'Cookies', 'CodeOfConduct'] as const;
export type LegalKind = (typeof legalKinds)[number];

export const digitsId = z.string().regex(/^\d{1,15}$/).transform(Number);

/** yyyy-MM-dd in the 20yy range that is also a real calendar day. */
export const isoDay = z
  .string()
  .regex(/^20\d\d-\d\d-\d\d$/)
  .refine((d) => !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().startsWith(d));

export const faqEntryParams = z.object({ id: digitsId });
export const changelogDayParams = z.object({ date: isoDay });

/** FAQ search: free text and an optional category id; anything else in `category` is ignored. */
export const faqQuery = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  category: z.string().regex(/^\d{1,15}$/).transform(Number).optional().catch(undefined),
});

export const changelogQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1) });
