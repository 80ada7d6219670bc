import type { Knex } from 'knex';
import { findPublicIdentities, type PublicIdentity } from '../../accounts/index.ts';
import { entryPath } from '../paths.ts';
import { namedCoAuthors, type EntrySight } from '../visibility.ts';
import type { Entry } from './repo.ts';
import { firstPicture } from './sanitize.ts';
import { excerptOf } from '../excerpt.ts';

export type AuthorView = { id: number; name: string; path: string };

/** The wire shape of an entry (GetBlogEntryData, UpdateBlogEntry's answer) and what the entry page reads. */
export type EntryView = {
  id: number;
  ownerId: number;
  path: string;
  dark: boolean;
  state: 'Draft' | 'Published';
  title: string;
  slug: string;
  bodyHtml: string;
  excerpt: string;
  language: string;
  tags: string[];
  authors: AuthorView[];
  readCount: number;
  commentCount: number;
  lastCommentAt: string | null;
  publishedAt: string | null;
  curated: boolean;
  createdAt: string;
  updatedAt: string;
  picture: string | null;
};

/** Names the authors (the owner, and the co-authors the viewer may see; a profile that is gone is left out) and shapes the entry. */
export async function presentEntry(db: Knex, entry: Entry, sight: EntrySight): Promise<EntryView> {
  const coAuthors = entry.authors.filter((id) => id !== entry.ownerId);
  const [identities, named] = await Promise.all([findPublicIdentities(db, entry.authors), namedCoAuthors(db, sight, coAuthors)]);
  return presentLoadedEntry(entry, identities.map((identity) => ({ identity, visible: identity.id === entry.ownerId || named.has(identity.id) })));
}

/** The same from identities loaded with the entry (the entry page's one statement), each with whether the viewer may see it. */
export function presentLoadedEntry(entry: Entry, identities: readonly { identity: PublicIdentity; visible: boolean }[]): EntryView {
  const byId = new Map(identities.map((p) => [p.identity.id, p]));
  const authors = entry.authors.flatMap((id) => {
    const p = byId.get(id);
    return p && (id === entry.ownerId || p.visible) ? [{ id, name: p.identity.name, path: `/Profile/${id}` }] : [];
  });
  return {
    id: entry.id,
    ownerId: entry.ownerId,
    path: entryPath(entry),
    dark: entry.dark,
    state: entry.state,
    title: entry.title,
    slug: entry.slug,
    bodyHtml: entry.bodyHtml,
    excerpt: excerptOf(entry.bodyText),
    language: entry.language,
    tags: entry.tags,
    authors,
    readCount: entry.readCount,
    commentCount: entry.commentCount,
    lastCommentAt: entry.lastCommentAt?.toISOString() ?? null,
    publishedAt: entry.publishedAt?.toISOString() ?? null,
    curated: entry.curatedAt !== null,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
    picture: firstPicture(entry.bodyHtml),
  };
}

/** What the editor starts from (GetBlogEntryDataForEdit, the Edit page): the stored body and the invited co-authors too. */
export async function presentForEdit(db: Knex, entry: Entry, sight: EntrySight) {
  const view = await presentEntry(db, entry, sight);
  const invited = await findPublicIdentities(db, entry.invited);
  return {
    ...view,
    coAuthors: [...view.authors.filter((a) => a.id !== entry.ownerId), ...invited.map((p) => ({ id: p.id, name: p.name, path: `/Profile/${p.id}`, confirmed: false }))].map((a) => ({
      id: a.id,
      name: a.name,
      confirmed: !('confirmed' in a),
    })),
  };
}
