import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import * as service from './service.ts';
import type { EntryCard, EntryList, AuthorList } from './service.ts';
import type { MarkList } from './repo.ts';
import { authorIdInput, entryIdInput, myEntriesInput, pagingInput, periodInput, profileEntriesInput, searchEntriesInput, searchInput, sortedInput } from './schemas.ts';
import type { ActionContext } from '../../../platform/http/define.ts';
import type { PageStart } from '../../../platform/db/keyset.ts';

const entryCard = z.object({
  blogEntryId: z.number(),
  title: z.string(),
  path: z.string(),
  excerpt: z.string(),
  authors: z.array(z.object({ id: z.number(), name: z.string() })),
  tags: z.array(z.string()),
  readCount: z.number(),
  commentCount: z.number(),
  publishedAt: z.string().nullable(),
  lastCommentAt: z.string().nullable(),
  curated: z.boolean(),
  draft: z.boolean(),
});
/** `next` and `prev`: the `after` and `before` keys of the pages either side (null: none); `skip` works too. */
const keys = { next: z.string().nullable(), prev: z.string().nullable() };
const entryPage = z.object({ entries: z.array(entryCard), hasMore: z.boolean(), ...keys });
const present = (e: EntryCard) => ({
  blogEntryId: e.id,
  title: e.title,
  path: e.path,
  excerpt: e.excerpt,
  authors: e.authors,
  tags: e.tags,
  readCount: e.readCount,
  commentCount: e.commentCount,
  publishedAt: e.publishedAt?.toISOString() ?? null,
  lastCommentAt: e.lastCommentAt?.toISOString() ?? null,
  curated: e.curated,
  draft: e.draft,
});
const authorPage = z.object({ authors: z.array(z.object({ id: z.number(), name: z.string(), path: z.string(), followers: z.number().optional() })), hasMore: z.boolean(), ...keys });
const success = z.object({ success: z.literal(true) });

type Ctx = ActionContext<'user'>;
type Paging = { skip: number; take: number; after?: string | undefined; before?: string | undefined };
const startOf = (i: Paging): PageStart => ({ skip: i.skip, after: i.after, before: i.before });
const around = (page: { hasMore: boolean; next: string | null; prev: string | null }) => ({ hasMore: page.hasMore, next: page.next, prev: page.prev });
const entries = async (ctx: Ctx, list: EntryList, i: Paging) => {
  const page = await service.listEntries(ctx.db, ctx.actor, list, startOf(i), i.take);
  return { entries: page.items.map(present), ...around(page) };
};
const authors = async (ctx: Ctx, list: AuthorList, i: Paging) => {
  const page = await service.listAuthors(ctx.db, ctx.actor, list, startOf(i), i.take);
  return { authors: page.items.map((a) => ({ id: a.id, name: a.name, path: `/Profile/${a.id}`, ...(a.followers !== undefined ? { followers: a.followers } : {}) })), ...around(page) };
};

const entryList = (summary: string, input: z.ZodType<Paging>, list: (input: never) => EntryList) =>
  defineAction({ method: 'GET', summary, input, output: entryPage, access: 'user', policy: 'access', handler: (i, ctx) => entries(ctx, list(i as never), i) });
const authorList = (summary: string, list: AuthorList) =>
  defineAction({ method: 'GET', summary, input: pagingInput, output: authorPage, access: 'user', policy: 'access', handler: (i, ctx) => authors(ctx, list, i) });
const toggle = (summary: string, run: (ctx: Ctx, id: number) => Promise<void>, field: 'entry' | 'author') =>
  field === 'entry'
    ? defineAction({ method: 'POST', summary, input: entryIdInput, output: success, access: 'user', notImpersonating: true, policy: 'blogs.lists.entry', handler: async (i, ctx) => (await run(ctx, i.blogEntryId), { success: true as const }) })
    : defineAction({ method: 'POST', summary, input: authorIdInput, output: success, access: 'user', notImpersonating: true, policy: 'blogs.lists.author', handler: async (i, ctx) => (await run(ctx, i.authorId), { success: true as const }) });
const mark = (summary: string, list: MarkList) =>
  defineAction({ method: 'POST', summary, input: z.object({}), output: success, access: 'user', policy: 'access', handler: async (_i, ctx) => (await service.markRead(ctx.db, ctx.actor, list), { success: true as const }) });

/** /api/Blogs: the lists, following and hiding, read marks and search (blogs' lists area). */
export const actions = {
  GetAllBlogEntries: entryList('Published entries the member may read, newest or by latest activity', sortedInput, (i: z.infer<typeof sortedInput>) => ({ kind: 'All', sortByActivity: i.sortByActivity })),
  GetMyBlogEntries: entryList("The member's own entries, drafts too, newest or by latest comment", myEntriesInput, (i: z.infer<typeof myEntriesInput>) => ({ kind: 'MyBlogs', orderByCommentDate: i.orderByCommentDate })),
  GetMyCommentsBlogEntries: entryList('Entries the member commented on, the latest comment first', pagingInput, () => ({ kind: 'MyComments' })),
  GetMostViewed: entryList('The most read entries in the last `days` (0 all time; 7, 14, 30; anything else 7)', periodInput, (i: z.infer<typeof periodInput>) => ({ kind: 'TopRead', period: i.days })),
  GetMostCommented: entryList('The most commented entries in the last `days` (0 all time; 7, 14, 30; anything else 7)', periodInput, (i: z.infer<typeof periodInput>) => ({ kind: 'TopCommented', period: i.days })),
  GetCurated: entryList('Curated entries, the latest curated first', pagingInput, () => ({ kind: 'Curated', period: 0 })),
  GetFollowed: entryList('Entries the member follows', sortedInput, (i: z.infer<typeof sortedInput>) => ({ kind: 'Followed', sortByActivity: i.sortByActivity })),
  GetFromFollowedAuthors: entryList('Entries by authors the member follows', sortedInput, (i: z.infer<typeof sortedInput>) => ({ kind: 'FromFollowedAuthors', sortByActivity: i.sortByActivity })),
  GetHidden: entryList('Entries the member hid', pagingInput, () => ({ kind: 'Hidden' })),
  GetProfileBlogEntries: defineAction({
    method: 'GET',
    summary: "A profile's published entries the member may read (`dark` must name the request's site, else none)",
    input: profileEntriesInput,
    output: entryPage,
    access: 'user',
    policy: 'access',
    handler: async (i, ctx) => entries(ctx, { kind: 'Profile', profileId: i.profileId, text: i.text || undefined, site: { dark: i.dark } }, i),
  }),
  GetMostFollowedAuthors: authorList('Authors with the most followers', 'TopFollowed'),
  GetFollowedAuthors: authorList('Authors the member follows', 'FollowedAuthors'),
  GetFollowers: authorList("The member's followers", 'Followers'),
  GetHiddenAuthors: authorList('Authors the member hid', 'HiddenAuthors'),

  FollowBlogEntry: toggle('Follows an entry (its new comments count in the menu)', (c, id) => service.setEntry(c.db, c.actor, 'follow', true, id, c.locale), 'entry'),
  UnfollowBlogEntry: toggle('Stops following an entry', (c, id) => service.setEntry(c.db, c.actor, 'follow', false, id, c.locale), 'entry'),
  HideEntry: toggle("Hides an entry from the member's lists", (c, id) => service.setEntry(c.db, c.actor, 'hide', true, id, c.locale), 'entry'),
  UnhideEntry: toggle('Shows a hidden entry again', (c, id) => service.setEntry(c.db, c.actor, 'hide', false, id, c.locale), 'entry'),
  FollowBlogAuthor: toggle("Follows an author (their new entries count in the menu; the author's followers count)", (c, id) => service.setAuthor(c.db, c.actor, 'follow', true, id, c.locale), 'author'),
  UnfollowBlogAuthor: toggle('Stops following an author', (c, id) => service.setAuthor(c.db, c.actor, 'follow', false, id, c.locale), 'author'),
  HideAuthor: toggle("Hides an author's entries from the member's lists", (c, id) => service.setAuthor(c.db, c.actor, 'hide', true, id, c.locale), 'author'),
  UnhideAuthor: toggle("Shows a hidden author's entries again", (c, id) => service.setAuthor(c.db, c.actor, 'hide', false, id, c.locale), 'author'),

  MarkMyBlogEntriesAsRead: mark("Marks the comments on the member's entries read (this site)", 'MyBlogs'),
  MarkMyCommentsBlogEntriesAsRead: mark('Marks the comments on entries the member commented on read (this site)', 'MyComments'),
  MarkFollowedBlogEntriesAsRead: mark('Marks the comments on followed entries read (this site)', 'Followed'),
  MarkEntriesByFollowedAuthorsAsRead: mark('Marks the entries by followed authors read (this site)', 'FromFollowedAuthors'),
  UpdateFollowersReadDate: mark("Marks the member's new followers seen (this site)", 'Followers'),

  SearchBlogEntries: defineAction({
    method: 'POST',
    summary: 'Full-text search of readable entries (title and text, in each entry’s language)',
    input: searchEntriesInput,
    output: entryPage,
    access: 'user',
    policy: 'access',
    handler: (i, ctx) => entries(ctx, { kind: 'All', sortByActivity: false, text: i.query }, i),
  }),
  SearchBlogTags: defineAction({
    method: 'POST',
    summary: 'Tags of readable entries starting with the query, the most used first',
    input: searchInput,
    output: z.object({ tags: z.array(z.object({ tag: z.string(), count: z.number() })) }),
    access: 'user',
    policy: 'access',
    handler: async (i, ctx) => ({ tags: await service.searchTags(ctx.db, ctx.actor, i.query, i.take) }),
  }),
  SearchBlogTagsAndAuthors: defineAction({
    method: 'POST',
    summary: 'Tags starting with the query and authors (with a readable entry) whose name holds it',
    input: searchInput,
    output: z.object({ tags: z.array(z.object({ tag: z.string(), count: z.number() })), authors: z.array(z.object({ id: z.number(), name: z.string() })) }),
    access: 'user',
    policy: 'access',
    handler: async (i, ctx) => ({ tags: await service.searchTags(ctx.db, ctx.actor, i.query, i.take), authors: await service.searchAuthors(ctx.db, ctx.actor, i.query, i.take) }),
  }),
  GetBlogTagsAndAuthors: defineAction({
    method: 'POST',
    summary: 'The same as SearchBlogTagsAndAuthors (its earlier name)',
    input: searchInput,
    output: z.object({ tags: z.array(z.object({ tag: z.string(), count: z.number() })), authors: z.array(z.object({ id: z.number(), name: z.string() })) }),
    access: 'user',
    policy: 'access',
    handler: async (i, ctx) => ({ tags: await service.searchTags(ctx.db, ctx.actor, i.query, i.take), authors: await service.searchAuthors(ctx.db, ctx.actor, i.query, i.take) }),
  }),
};

/** /api/Notifications: the blog counts of the menu (spec §7), on the request's site. */
export const countActions = {
  BlogsNotificationCount: defineAction({
    method: 'GET',
    summary: 'New comments on my, commented and followed entries, new entries by followed authors and new followers (this site)',
    input: z.object({}),
    output: z.object({ blogsNotificationCount: z.number() }),
    access: 'user',
    policy: 'access',
    handler: async (_i, { db, actor }) => ({ blogsNotificationCount: await service.blogsCount(db, actor) }),
  }),
  BlogsCuratedNotificationCount: defineAction({
    method: 'GET',
    summary: 'Entries curated since the member last looked at Curated (this site)',
    input: z.object({}),
    output: z.object({ blogsCuratedNotificationCount: z.number() }),
    access: 'user',
    policy: 'access',
    handler: async (_i, { db, actor }) => ({ blogsCuratedNotificationCount: await service.curatedCount(db, actor) }),
  }),
};
