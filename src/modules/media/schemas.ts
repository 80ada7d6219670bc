import { z } from 'zod';

export const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const flag = z.preprocess((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1' || v === true), z.boolean());
export const page = z.coerce.number().int().min(1).max(10_000).catch(1);
export const pageQuery = z.object({ page });

/** A path on this site to go back to after a form (`/…`, never `//host` or a backslash trick). */
export const localPath = z.string().max(2000).regex(/^\/(?!\/)[^\s\\]*$/);
