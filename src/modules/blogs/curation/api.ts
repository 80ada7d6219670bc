import { z } from 'zod';
import { defineAction } from '../../../platform/http/define.ts';
import * as service from './service.ts';
import { newsViewInput, setCuratedInput } from './schemas.ts';

const news = z.object({ id: z.number(), title: z.string(), text: z.string(), link: z.string().nullable() });

/** /api/Blogs/: curation and the member's ban (the rest of the controller is the entries' and lists' areas). */
export const blogsActions = {
  SetCurated: defineAction({
    method: 'POST',
    summary: 'Curates a published blog entry or takes the curation back (curators: staff from chat moderator up)',
    input: setCuratedInput,
    output: z.object({ curated: z.boolean() }),
    access: 'user',
    notImpersonating: true,
    policy: 'blogs.curate',
    handler: ({ blogEntryId, curated }, { db, actor }) => service.setCurated(db, actor, blogEntryId, curated),
  }),
  ProfileBlogBan: defineAction({
    method: 'GET',
    summary: "The viewer's ban from writing blog entries in force now: why and until when (null: until lifted)",
    input: z.object({}),
    output: z.object({ banned: z.boolean(), reason: z.string().nullable(), endsAt: z.string().nullable() }),
    access: 'user',
    policy: 'access',
    handler: async (_input, { db, viewer }) => {
      const ban = await service.blogBanOf(db, viewer.id);
      return { ...ban, endsAt: ban.endsAt?.toISOString() ?? null };
    },
  }),
};

/** /api/BreakingNews/: the site's breaking news, shown to a member until they dismiss it. */
export const breakingNewsActions = {
  BreakingNews: defineAction({
    method: 'GET',
    summary: "The newest running breaking news of this site the member has not dismissed, or null",
    input: z.object({}),
    output: z.object({ news: news.nullable() }),
    access: 'user',
    policy: 'access',
    handler: async (_input, { db, actor }) => ({ news: await service.breakingNewsFor(db, actor) }),
  }),
  AddBreakingNewsView: defineAction({
    method: 'POST',
    summary: 'Dismisses a breaking news item for the member (one view per member)',
    input: newsViewInput,
    output: z.object({ success: z.literal(true) }),
    access: 'user',
    policy: 'access',
    handler: async ({ id }, { db, actor }) => {
      await service.dismissNews(db, actor, id);
      return { success: true as const };
    },
  }),
};
