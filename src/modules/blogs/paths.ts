import { z } from 'zod';

/** An entry's canonical address: /Community/Blogs/Entry/{id}/{slug} (spec §2); a wrong or missing slug redirects there. */
export const entryPath = (entry: { id: number; slug: string }): string => `/Community/Blogs/Entry/${entry.id}/${encodeURIComponent(entry.slug)}`;

/** The slug of a title: lower case letters and digits (æøå kept), words joined by '-', at most 80 characters. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'entry';
}

/** A way back a plain form may send (`back`): a path of this site only, never another site (`//host`, `/\\host`). */
export const localPath = z.string().trim().max(2000).regex(/^\/(?![/\\])[^\s\\]*$/);
