import { z } from 'zod';
import type { KeyedPage } from '../../../platform/db/keyset.ts';
import type { PublicIdentity } from '../../accounts/index.ts';
import type { DebateCategory, DebateEntry, DebateEntryCard } from './repo.ts';
import { categoryPath, topicPath } from './paths.ts';

export const categoryShape = z.object({ id: z.number(), lodgeId: z.number(), name: z.string(), sort: z.number(), path: z.string() });
const authorShape = z.object({ id: z.number(), name: z.string(), path: z.string() }).nullable();
export const entryShape = z.object({
  id: z.number(),
  lodgeId: z.number(),
  categoryId: z.number().nullable(),
  path: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  excerpt: z.string(),
  author: authorShape,
  locked: z.boolean(),
  pinned: z.boolean(),
  viewCount: z.number(),
  commentCount: z.number(),
  lastCommentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const entryPageShape = z.object({ entries: z.array(entryShape.omit({ bodyHtml: true })), hasMore: z.boolean(), next: z.string().nullable(), prev: z.string().nullable() });

export type CategoryView = z.infer<typeof categoryShape>;
export type EntryView = z.infer<typeof entryShape>;
export type EntryCardView = Omit<EntryView, 'bodyHtml'>;

export const presentCategory = (c: DebateCategory): CategoryView => ({ ...c, path: categoryPath(c.lodgeId, c.id) });

const excerptOf = (text: string) => (text.length > 200 ? `${text.slice(0, 197).trimEnd()}…` : text);
const authorOf = (a: PublicIdentity | null) => (a ? { id: a.id, name: a.name, path: `/Profile/${a.id}` } : null);

export function presentCard(e: DebateEntry, author: PublicIdentity | null): EntryCardView {
  return {
    id: e.id,
    lodgeId: e.lodgeId,
    categoryId: e.categoryId,
    path: topicPath(e.lodgeId, e.id),
    title: e.title,
    excerpt: excerptOf(e.bodyText),
    author: authorOf(author),
    locked: e.locked,
    pinned: e.pinned,
    viewCount: e.viewCount,
    commentCount: e.commentCount,
    lastCommentAt: e.lastCommentAt?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

export const presentEntry = (e: DebateEntry, author: PublicIdentity | null): EntryView => ({ ...presentCard(e, author), bodyHtml: e.bodyHtml });

export const presentEntryPage = (page: KeyedPage<DebateEntryCard>) => ({
  entries: page.items.map((e) => presentCard(e, e.author)),
  hasMore: page.hasMore,
  next: page.next,
  prev: page.prev,
});
