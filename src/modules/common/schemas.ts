import { z } from 'zod';

/** /Glossary?q=: words a term or its definition must contain; a bad value shows every term. */
export const glossaryQuery = z.object({ q: z.string().trim().max(100).optional().catch(undefined) });
