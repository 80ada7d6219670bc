import { z } from 'zod';

/** A landing-page path: lower-case words and dashes below the root, e.g. `/dating-copenhagen`. */
export const landingPath = z
  .string()
  .trim()
  .transform((p) => (p.startsWith('/') ? p : `/${p}`).toLowerCase().replace(/\/+$/, ''))
  .pipe(z.string().regex(/^\/[a-z0-9][a-z0-9/-]{0,199}$/));

export const landingSummary = z.object({ path: z.string(), title: z.string(), summary: z.string() });
export const landingPageOutput = landingSummary.extend({ body: z.string() });

export const getLandingPageInput = z.object({ path: landingPath });
