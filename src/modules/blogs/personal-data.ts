import { registerPersonalData } from '../../platform/personal-data/index.ts';
import { forgetLikesOf } from '../lists/index.ts';
import { forgetComments } from '../comments/index.ts';
import { entrySubjectType } from './subject-type.ts';

/**
 * Blogs' tables that name a profile (entries' and lists'; curation registers breaking_news_views and curated_by
 * itself, curation/personal-data.ts). The member's entries are theirs:
 * exported with their HTML, tags and co-authors, and erased with the account (tags, co-authors, reads, follows and
 * hides of them go by cascade). Their co-authorships on others' entries, their follows, hides, read marks and reads go
 * too.
 */
registerPersonalData({
  module: 'blogs',
  covers: {
    blog_entries: ['owner_id'],
    blog_entry_authors: ['profile_id'],
    blog_entry_reads: ['profile_id'],
    blog_entry_follows: ['profile_id'],
    blog_author_follows: ['profile_id', 'author_id'],
    blog_entry_hides: ['profile_id'],
    blog_author_hides: ['profile_id', 'author_id'],
    blog_read_marks: ['profile_id'],
  },
  exporter: async (db, profileId) => {
    const entries = await db('blog_entries')
      .where({ owner_id: profileId })
      .orderBy('id')
      .select('id', 'dark', 'state', 'title', 'slug', 'body_html as bodyHtml', 'language', 'read_count as readCount', 'published_at as publishedAt', 'created_at as createdAt', 'updated_at as updatedAt');
    const ids = entries.map((e: { id: unknown }) => Number(e.id));
    const [tags, coAuthors] = await Promise.all([
      db('blog_entry_tags').whereIn('entry_id', ids).orderBy(['entry_id', 'tag']).select('entry_id', 'tag'),
      db('blog_entry_authors').whereIn('entry_id', ids).select('entry_id', 'profile_id', 'confirmed_at'),
    ]);
    return {
      data: {
        entries: entries.map((e: Record<string, unknown>) => ({
          ...e,
          tags: tags.filter((t: { entry_id: unknown }) => Number(t.entry_id) === Number(e.id)).map((t: { tag: string }) => t.tag),
          coAuthors: coAuthors
            .filter((a: { entry_id: unknown }) => Number(a.entry_id) === Number(e.id))
            .map((a: { profile_id: unknown; confirmed_at: unknown }) => ({ profileId: Number(a.profile_id), confirmed: a.confirmed_at !== null })),
        })),
        coAuthorships: await db('blog_entry_authors').where({ profile_id: profileId }).orderBy('entry_id').select('entry_id as entryId', 'confirmed_at as confirmedAt', 'created_at as invitedAt'),
        followedEntries: await db('blog_entry_follows').where({ profile_id: profileId }).orderBy('entry_id').select('entry_id as entryId', 'created_at as since'),
        followedAuthors: await db('blog_author_follows').where({ profile_id: profileId }).orderBy('author_id').select('author_id as authorId', 'created_at as since'),
        hiddenEntries: await db('blog_entry_hides').where({ profile_id: profileId }).orderBy('entry_id').select('entry_id as entryId', 'created_at as since'),
        hiddenAuthors: await db('blog_author_hides').where({ profile_id: profileId }).orderBy('author_id').select('author_id as authorId', 'created_at as since'),
      },
    };
  },
  eraser: async (trx, profileId) => {
    const own = (await trx('blog_entries').where({ owner_id: profileId }).pluck('id')).map(Number);
    await forgetLikesOf(trx, entrySubjectType, own);
    await forgetComments(trx, entrySubjectType, own);
    await trx('blog_entries').where({ owner_id: profileId }).delete();
    await trx('blog_entry_authors').where({ profile_id: profileId }).delete();
    await trx('blog_entry_reads').where({ profile_id: profileId }).delete();
    await trx('blog_entry_follows').where({ profile_id: profileId }).delete();
    await trx('blog_author_follows').where({ profile_id: profileId }).orWhere({ author_id: profileId }).delete();
    await trx('blog_entry_hides').where({ profile_id: profileId }).delete();
    await trx('blog_author_hides').where({ profile_id: profileId }).orWhere({ author_id: profileId }).delete();
    await trx('blog_read_marks').where({ profile_id: profileId }).delete();
  },
});
